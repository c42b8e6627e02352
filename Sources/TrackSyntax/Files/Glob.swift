/// Shell-style file patterns for `include`: `*`, `?`, `[abc]`, `[a-z]`, `[!a]`
/// within a name, and `**` for any number of folders. Matches are sorted.
///
/// The walk follows symbolic links to folders, as hledger does, but enters
/// each folder (by device and inode) once for each part of the pattern, and
/// lists each file once however many paths lead to it: a link to `..` or `/`
/// cannot make it loop, count a file twice, or grow with repeated `**`.
enum Glob {
    static func hasWildcards(_ path: String) -> Bool {
        path.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    static func expand(_ pattern: String, in fileSystem: any JournalFileSystem) -> [String] {
        let absolute = pattern.hasPrefix("/")
        var walk = Walk(fileSystem: fileSystem, components: components(of: pattern))
        walk.walk(absolute ? "/" : "", 0)
        var seen = Set<Walk.Place>()
        return Array(Set(walk.matches)).sorted().filter { seen.insert(walk.place($0)).inserted }
    }

    /// The pattern's components, `**/**` collapsed into one `**` (they match the same).
    static func components(of pattern: String) -> [String] {
        var result: [String] = []
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "**" && result.last == "**" { continue }
            result.append(String(part))
        }
        return result
    }

    /// One expansion: the folders entered so far, and the matches.
    private struct Walk {
        let fileSystem: any JournalFileSystem
        let components: [String]
        var matches: [String] = []
        /// A folder, with the index of the component it was entered for.
        var entered = Set<Entry>()

        struct Entry: Hashable {
            var place: Place
            var component: Int
        }

        /// A file or folder: its device and inode, else (in memory) its path.
        enum Place: Hashable {
            case id(FileID)
            case path(String)
        }

        func place(_ path: String) -> Place {
            fileSystem.fileID(path).map(Place.id) ?? .path(fileSystem.canonicalPath(path.isEmpty ? "." : path))
        }

        mutating func walk(_ base: String, _ index: Int) {
            guard index < components.count else {
                if !base.isEmpty { matches.append(base) }
                return
            }
            let component = components[index]
            func join(_ name: String) -> String { base.isEmpty ? name : (base.hasSuffix("/") ? base + name : base + "/" + name) }
            if component == "**" {
                guard entered.insert(Entry(place: place(base), component: index)).inserted else { return }
                walk(base, index + 1)
                for name in fileSystem.contentsOfDirectory(base) ?? [] where !name.hasPrefix(".") {
                    let path = join(name)
                    if fileSystem.contentsOfDirectory(path) != nil { walk(path, index) }
                }
                return
            }
            let last = index + 1 == components.count
            guard Glob.hasWildcards(component) else {
                let path = join(component)
                if !last {
                    walk(path, index + 1)
                } else if fileSystem.fileExists(path) && fileSystem.contentsOfDirectory(path) == nil {
                    matches.append(path)
                }
                return
            }
            for name in fileSystem.contentsOfDirectory(base.isEmpty ? "." : base) ?? []
            where (!name.hasPrefix(".") || component.hasPrefix(".")) && Glob.matches(Array(component), Array(name)) {
                let path = join(name)
                if !last {
                    walk(path, index + 1)
                } else if fileSystem.contentsOfDirectory(path) == nil {
                    matches.append(path)
                }
            }
        }
    }

    /// Whether `name` matches the one-component `pattern`.
    static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0, n = 0
        var starP = -1, starN = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                starP = p
                starN = n
                p += 1
            } else if p < pattern.count, let next = matchOne(pattern, p, name[n]) {
                p = next
                n += 1
            } else if starP >= 0 {
                p = starP + 1
                starN += 1
                n = starN
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Matches one character at `pattern[p]`; returns the index after the pattern element.
    private static func matchOne(_ pattern: [Character], _ p: Int, _ c: Character) -> Int? {
        switch pattern[p] {
        case "?":
            return p + 1
        case "[":
            var i = p + 1
            let negated = i < pattern.count && (pattern[i] == "!" || pattern[i] == "^")
            if negated { i += 1 }
            var matched = false
            var first = true
            while i < pattern.count && (pattern[i] != "]" || first) {
                first = false
                if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i] <= c && c <= pattern[i + 2] { matched = true }
                    i += 3
                } else {
                    if pattern[i] == c { matched = true }
                    i += 1
                }
            }
            guard i < pattern.count else { return pattern[p] == c ? p + 1 : nil }
            return matched != negated ? i + 1 : nil
        default:
            return pattern[p] == c ? p + 1 : nil
        }
    }
}
