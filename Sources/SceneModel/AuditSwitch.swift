import Foundation

/// TEMPORARY (session 16, audit19): rules switched off by name for measuring
/// (`SCENELAYOUT_AUDIT_OFF=name1,name2`). Reverted before the branch is handed over.
public enum AuditSwitch {
    public static let off: Set<String> = Set((ProcessInfo.processInfo.environment["SCENELAYOUT_AUDIT_OFF"] ?? "")
        .split(separator: ",").map(String.init))
    public static func isOff(_ name: String) -> Bool { off.contains(name) }
}
