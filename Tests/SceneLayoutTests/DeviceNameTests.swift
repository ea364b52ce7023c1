@testable import SceneLayout
import Testing
import TestSupport

/// Devices by the names people use: every name leads to one device, ids still work, and
/// a near miss is answered with close matches.
@Suite struct DeviceNameTests {
    @Test func everyNameAndIDLeadsToItsOwnDevice() {
        var owners: [String: String] = [:]
        for device in DeviceTable.devices {
            #expect(DeviceTable.lookup(device.id) == .found(device))
            #expect(DeviceTable.lookup(device.id.uppercased()) == .found(device))
            for name in DeviceTable.names(of: device) {
                let word = DeviceTable.shellWord(name)
                #expect(owners[word] == nil, "\(name) names both \(owners[word] ?? "") and \(device.id)")
                owners[word] = device.id
                for spelling in [name, name.lowercased(), word, word.uppercased(), word.replacingOccurrences(of: "-", with: " ")] {
                    #expect(DeviceTable.lookup(spelling) == .found(device), "\(spelling)")
                }
            }
        }
    }

    @Test func namesPeopleUse() throws {
        for (name, id) in [("iPhone 15", "retina6_12"), ("iphone-se", "retina4_7"), ("iphone-se-1", "retina4_0"),
                           ("ipad-pro-13", "ipad13_0rounded"), ("iPad Pro (12.9-inch)", "ipad12_9rounded"),
                           ("ipad pro 12.9", "ipad12_9rounded"), ("iPhone SE (3rd generation)", "retina4_7"),
                           ("iphone_16_pro_max", "retina6_9"), ("Apple TV", "appleTV")] {
            #expect(try DeviceTable.named(name).id == id, "\(name)")
        }
    }

    /// The ASCII path gives the key the character path gives: every id and name, and
    /// random ASCII text made of the parts that matter (ignored words, ordinal endings,
    /// digits, capitals, separators); text that is not ASCII takes the character path.
    @Test func asciiNameKeysMatchTheCharacterPath() {
        var texts = DeviceTable.devices.flatMap { [$0.id] + DeviceTable.names(of: $0) }
        let parts = ["generation", "Gen", "inch", "IN", "in", "1st", "2ND", "3rd", "11th", "th", "st", "x1st", "1s",
                     "iPhone", "SE", "12.9", "-", "_", " ", "(", ")", ".", "\r\n", "\t", "~", "0", "99", "a", "Z"]
        var random = SplitMix64(seed: 18)
        for _ in 0..<3_000 {
            texts.append((0..<Int.random(in: 0...6, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined())
        }
        for text in texts {
            #expect(DeviceTable.asciiNameKey(text) == DeviceTable.nameKeyByCharacters(text), "\(text)")
        }
        for text in ["iPhone é", "ＩＰＨＯＮＥ 15", "iPad ２"] {
            #expect(DeviceTable.asciiNameKey(text) == nil)
            #expect(DeviceTable.nameKey(text) == DeviceTable.nameKeyByCharacters(text))
        }
    }

    @Test func unknownNamesSuggestCloseOnes() {
        guard case .unknown(let suggestions) = DeviceTable.lookup("iphone 15 pro maxx") else {
            Issue.record("found a device for a misspelt name")
            return
        }
        #expect(suggestions.first == "iPhone 15 Pro Max")
        #expect(DeviceTable.lookup("") == .unknown(suggestions: []))
        #expect(DeviceTable.lookup("toaster") == .unknown(suggestions: []))
    }
}
