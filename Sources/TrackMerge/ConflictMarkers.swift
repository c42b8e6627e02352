/// A file that holds git's conflict markers, read back into the versions
/// they join: ours (the text with each region's first part), theirs (with
/// its second part) and, when every region has one (`merge.conflictStyle
/// diff3`), the base.
///
/// ```
/// <<<<<<< HEAD
/// 2026-11-02 Lunch        ← ours
/// ||||||| base
/// …                       ← base (diff3 style only)
/// =======
/// 2026-11-02 Dinner       ← theirs
/// >>>>>>> phone
/// ```
public struct ConflictMarkers: Sendable {
    public var ours: [UInt8] = []
    public var theirs: [UInt8] = []
    /// The base from the regions' `|||||||` parts; nil when a region has none.
    public var base: [UInt8]?
    /// The text with each region left out: the base when the sides are two additions.
    public var withoutRegions: [UInt8] = []
    /// How many regions the file has.
    public var regions = 0
    /// The names after the first region's markers.
    public var oursLabel = "ours"
    public var theirsLabel = "theirs"
    /// A region that never ends (no `>>>>>>>`), by its first line's offset.
    public var unclosedRegion: Int?

    private enum Part { case outside, ours, base, theirs }

    public init(_ bytes: [UInt8]) {
        var part = Part.outside
        var base: [UInt8] = []
        var everyRegionHasBase = true
        var regionHasBase = false
        var start = 0
        while start < bytes.count {
            let end = ItemizedFile.lineEnd(bytes, from: start)
            let line = bytes[start..<end]
            defer { start = end }
            switch (part, Self.marker(line)) {
            case (.outside, UInt8(ascii: "<")?):
                part = .ours
                regions += 1
                regionHasBase = false
                unclosedRegion = start
                if regions == 1, let label = Self.label(line) { oursLabel = label }
                continue
            case (.ours, UInt8(ascii: "|")?):
                part = .base
                regionHasBase = true
                continue
            case (.ours, UInt8(ascii: "=")?), (.base, UInt8(ascii: "=")?):
                part = .theirs
                continue
            case (.theirs, UInt8(ascii: ">")?):
                part = .outside
                everyRegionHasBase = everyRegionHasBase && regionHasBase
                unclosedRegion = nil
                if regions == 1, let label = Self.label(line) { theirsLabel = label }
                continue
            default:
                break
            }
            switch part {
            case .outside:
                ours += line
                theirs += line
                base += line
                withoutRegions += line
            case .ours: ours += line
            case .base: base += line
            case .theirs: theirs += line
            }
        }
        self.base = regions > 0 && everyRegionHasBase ? base : nil
    }

    /// The marker a line starts with: seven of `<`, `|`, `=` or `>` then a space or the line's end.
    static func marker(_ line: ArraySlice<UInt8>) -> UInt8? {
        guard line.count >= 7, let first = line.first,
              [UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(first),
              line.prefix(7).allSatisfy({ $0 == first }) else { return nil }
        let after = line.dropFirst(7).first
        guard after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") else {
            return nil
        }
        return first
    }

    private static func label(_ line: ArraySlice<UInt8>) -> String? {
        let text = line.dropFirst(8).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }
}
