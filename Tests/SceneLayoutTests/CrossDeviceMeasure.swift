import Foundation
import SceneLayout
import SceneModel
import SceneXML

/// The measure of `shared/xdevice/check.py`, inside the test suite. Each manifest row is one
/// real document saved by its author in Xcode for two devices (A and B) with its layout
/// unchanged: version A resolved for B's device and orientation (in memory, with the traits
/// `resolve --device B --orientation B` builds; `--size 600x600 --traits wAny,hAny` when B has
/// no device) must give B's stored frames. Counted as check.py counts: every non-root view
/// with a saved frame in B that B does not flag misplaced or ambiguous, within 0.5 pt on
/// x, y, width and height; "constrained" views (a constraint names them or they opt out of
/// autoresizing) are the headline, "moved" ones those whose frame differs between A and B.
enum CrossDeviceMeasure {
    static let tolerance = 0.5

    struct Pair {
        var id, repo, path, deviceA, orientationA, deviceB, orientationB, toolsA, toolsB, level: String
        var fileExtension: String { path.split(separator: ".").last.map(String.init) ?? "" }
    }

    enum Category: String, CaseIterable {
        case `switch`, upgrade, canvas, unsupported, missing
    }

    /// One side of a pair as stored, read as check.py's `doc_views` reads it.
    struct StoredView {
        var id: String
        var element: String
        var frame: Rect
        var isRoot, misplaced, ambiguous: Bool
        var scene: String?
    }

    /// Per view kind: views counted, agreeing with B in the cross run, and in B on its own device.
    struct Count {
        var total = 0, cross = 0, own = 0
        mutating func add(cross: Bool, own: Bool) {
            total += 1
            self.cross += cross ? 1 : 0
            self.own += own ? 1 : 0
        }
        static func + (a: Count, b: Count) -> Count { Count(total: a.total + b.total, cross: a.cross + b.cross, own: a.own + b.own) }
        var crossRate: Double { total == 0 ? 100 : 100 * Double(cross) / Double(total) }
        var ownRate: Double { total == 0 ? 100 : 100 * Double(own) / Double(total) }
    }

    /// check.py's `all`, `con`, `conmov` and `conchg` groups, and the constrained views (all,
    /// moved) whose B frame no constraint set gives: `StoredFrameVerdict`'s class a1 on B's
    /// own configuration, counted among the misses of both runs (AccuracyLog, session 21,
    /// xdev25).
    struct Counts {
        var all = Count(), constrained = Count(), movedConstrained = Count(), changedSceneConstrained = Count()
        var staleConstrained = 0, staleMovedConstrained = 0
        static func + (a: Counts, b: Counts) -> Counts {
            Counts(all: a.all + b.all, constrained: a.constrained + b.constrained,
                   movedConstrained: a.movedConstrained + b.movedConstrained,
                   changedSceneConstrained: a.changedSceneConstrained + b.changedSceneConstrained,
                   staleConstrained: a.staleConstrained + b.staleConstrained,
                   staleMovedConstrained: a.staleMovedConstrained + b.staleMovedConstrained)
        }
        /// The cross run's agreement over the constrained views (or the moved ones) whose B
        /// frame some constraint set gives.
        var crossRateWithoutStale: Double { Self.rate(constrained.cross, constrained.total - staleConstrained) }
        var movedCrossRateWithoutStale: Double { Self.rate(movedConstrained.cross, movedConstrained.total - staleMovedConstrained) }
        private static func rate(_ right: Int, _ total: Int) -> Double { total <= 0 ? 100 : 100 * Double(right) / Double(total) }
    }

    struct Result {
        var pair: Pair
        var category: Category
        var counts = Counts()
        /// Disagreeing constrained views: id, element, B's frame, the cross frame.
        var mismatches: [(id: String, element: String, want: Rect, got: Rect?)] = []
    }

    static func pairs(in directory: URL) throws -> [Pair] {
        let text = try String(contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard !lines.isEmpty else { return [] }
        let columns = lines.removeFirst()
        return lines.filter { !$0.joined().trimmingCharacters(in: .whitespaces).isEmpty }.map { fields in
            var row: [String: String] = [:]
            for (name, value) in zip(columns, fields) { row[name] = value }
            return Pair(id: row["id"] ?? "", repo: row["repo"] ?? "", path: row["path"] ?? "",
                        deviceA: row["deviceA"] ?? "", orientationA: row["orientationA"] ?? "",
                        deviceB: row["deviceB"] ?? "", orientationB: row["orientationB"] ?? "",
                        toolsA: row["toolsVersionA"] ?? "", toolsB: row["toolsVersionB"] ?? "", level: row["level"] ?? "")
        }
    }

    /// Portrait screen sizes by device id from `shared/devices.tsv` (check.py's
    /// `device_sizes`); "" is the 600×600 canvas.
    static func deviceSizes(near directory: URL) -> [String: Size] {
        var sizes = ["": Size(width: 600, height: 600)]
        let path = directory.deletingLastPathComponent().appendingPathComponent("devices.tsv")
        guard let text = try? String(contentsOf: path, encoding: .utf8) else { return sizes }
        var lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard !lines.isEmpty else { return sizes }
        let columns = lines.removeFirst()
        guard let idColumn = columns.firstIndex(of: "ib_id"), let widthColumn = columns.firstIndex(of: "width_pt"),
              let heightColumn = columns.firstIndex(of: "height_pt") else { return sizes }
        for fields in lines where fields.count > max(idColumn, widthColumn, heightColumn) {
            if let width = Double(fields[widthColumn]), let height = Double(fields[heightColumn]) {
                sizes[fields[idColumn]] = Size(width: width, height: height)
            }
        }
        return sizes
    }

    /// Every element with an id and a `<rect key="frame">` child, and the constrained ids.
    static func storedViews(_ document: SceneXMLDocument) -> (views: [String: StoredView], constrained: Set<String>) {
        var views: [String: StoredView] = [:]
        var constrained: Set<String> = []
        let root = document.root
        for element in root.descendants {
            if element.name == "constraint" {
                let owner = element.parent?.parent?.attribute("id")
                if let first = element.attribute("firstItem") ?? owner { constrained.insert(first) }
                if let second = element.attribute("secondItem") { constrained.insert(second) }
            }
            guard let id = element.attribute("id"),
                  let rect = element.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { continue }
            let numbers = ["x", "y", "width", "height"].compactMap { Double(rect.attribute($0) ?? "0") }
            guard numbers.count == 4 else { continue }
            var isRoot = true
            var ancestor = element.parent
            while let node = ancestor {
                if node.name == "subviews" { isRoot = false; break }
                ancestor = node.parent
            }
            // The scene: the storyboard's <scene>, or for a XIB the top-level object under <objects>.
            var scene: String?
            var below = element
            var above = element.parent
            while let node = above {
                if node.name == "scene" { scene = node.attribute("sceneID"); break }
                if node.name == "objects", node.parent?.isSameElement(as: root) == true { scene = below.attribute("id"); break }
                below = node
                above = node.parent
            }
            if element.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" { constrained.insert(id) }
            views[id] = StoredView(id: id, element: element.name, frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                                   isRoot: isRoot, misplaced: element.attribute("misplaced") == "YES",
                                   ambiguous: element.attribute("ambiguous") == "YES", scene: scene)
        }
        return (views, constrained)
    }

    /// The traits `resolve --device D --orientation O` (or `--size 600x600 --traits
    /// wAny,hAny` for an empty device) builds for `document`; nil when the device is unknown.
    static func traits(device: String, orientation: String, for document: SceneDocument) -> TraitCollection? {
        if device.isEmpty { return DeviceTable.anyAnyCanvas(size: Size(width: 600, height: 600), header: document.header) }
        var traits = DeviceTable.documentTraits(document.header)
        guard let profile = DeviceTable.device(device) else { return nil }
        if !DeviceTable.isOwnConfiguration(document.header, device: profile, orientation: orientation) {
            traits = DeviceTable.traits(device: profile, orientation: orientation, toolsVersion: document.header.toolsVersionNumber)
        }
        return traits
    }

    /// Frames by id, first occurrence in depth-first order (as check.py reads `resolve`'s JSON).
    static func frames(_ layout: DocumentLayout) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for view in layout.allViews where frames[view.id] == nil { frames[view.id] = view.frame }
        return frames
    }

    static func close(_ a: Rect?, _ b: Rect?) -> Bool {
        guard let a, let b else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    static func measure(_ pair: Pair, files: URL, deviceSizes: [String: Size]) throws -> Result {
        let pathA = files.appendingPathComponent("\(pair.id)-A.\(pair.fileExtension)").path
        let pathB = files.appendingPathComponent("\(pair.id)-B.\(pair.fileExtension)").path
        guard FileManager.default.fileExists(atPath: pathA), FileManager.default.fileExists(atPath: pathB) else {
            return Result(pair: pair, category: .missing)
        }
        let orientation = pair.orientationB.isEmpty ? "portrait" : pair.orientationB
        let category: Category = pair.deviceB.isEmpty ? .canvas : pair.deviceA.isEmpty ? .upgrade : .switch
        let documentA = try SceneDocument.load(contentsOf: pathA)
        let documentB = try SceneDocument.load(contentsOf: pathB)
        guard let traits = traits(device: pair.deviceB, orientation: orientation, for: documentA) else {
            return Result(pair: pair, category: .unsupported)
        }
        var result = Result(pair: pair, category: category)
        func screen(_ device: String, _ orientation: String) -> Size? {
            guard let size = deviceSizes[device] else { return nil }
            return orientation == "landscape" ? Size(width: size.height, height: size.width) : size
        }
        let screenA = screen(pair.deviceA, pair.orientationA), screenB = screen(pair.deviceB, orientation)
        let sizeChanged = screenA == nil || screenB == nil || screenA != screenB
        let storedA = storedViews(try SceneXMLDocument.load(contentsOf: pathA)).views
        let (storedB, constrained) = storedViews(try SceneXMLDocument.load(contentsOf: pathB))
        // resolve refuses device options for macOS documents: no frames then.
        let cross = documentA.header.platform == .macOS ? [:] : frames(SceneLayoutEngine().layout(documentA, traits: traits))
        let ownB = frames(SceneLayoutEngine().layout(documentB))

        // Scenes whose every frame is the same in A and B although the screen changed.
        var changed: [String: Bool] = [:]
        for view in storedB.values {
            let key = view.scene ?? ""
            changed[key] = (changed[key] ?? false) || !close(storedA[view.id]?.frame, view.frame)
        }
        let unchanged = Set(changed.filter { !$0.value && sizeChanged }.keys)
        var missedByBoth: [String: Bool] = [:]  // constrained views both runs miss: moved or not
        for view in storedB.values.sorted(by: { $0.id < $1.id }) where !view.isRoot && !view.misplaced && !view.ambiguous {
            let moved = !close(storedA[view.id]?.frame, view.frame)
            let isConstrained = constrained.contains(view.id)
            let okCross = close(cross[view.id], view.frame), okOwn = close(ownB[view.id], view.frame)
            result.counts.all.add(cross: okCross, own: okOwn)
            guard isConstrained else { continue }
            result.counts.constrained.add(cross: okCross, own: okOwn)
            if moved { result.counts.movedConstrained.add(cross: okCross, own: okOwn) }
            if !unchanged.contains(view.scene ?? "") { result.counts.changedSceneConstrained.add(cross: okCross, own: okOwn) }
            if !okCross { result.mismatches.append((view.id, view.element, view.frame, cross[view.id])) }
            if !okCross && !okOwn { missedByBoth[view.id] = moved }
        }
        if !missedByBoth.isEmpty {
            let verdicts = SceneLayoutEngine().storedFrameVerdicts(documentB, viewIDs: Set(missedByBoth.keys))
            for (id, moved) in missedByBoth where verdicts[id]?.kind == .staleGeometry {
                result.counts.staleConstrained += 1
                if moved { result.counts.staleMovedConstrained += 1 }
            }
        }
        return result
    }
}
