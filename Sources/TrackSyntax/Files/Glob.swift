/// Shell-style file patterns for `include`: `*`, `?`, `[abc]`, `[a-z]`, `[!a]`
/// within a name, and `**` for any number of folders. Matches are sorted.
enum Glob {
    static func hasWildcards(_ path: String) -> Bool {
        path.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    static func expand(_ pattern: String, in fileSystem: any JournalFileSystem) -> [String] {
        let absolute = pattern.hasPrefix("/")
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var results: [String] = []
        walk(absolute ? "/" : "", components[...], fileSystem, &results)
        return Array(Set(results)).sorted()
    }

    private static func walk(_ base: String, _ rest: ArraySlice<String>, _ fs: any JournalFileSystem, _ out: inout [String]) {
        guard let component = rest.first else {
            if !base.isEmpty { out.append(base) }
            return
        }
        let remaining = rest.dropFirst()
        func join(_ name: String) -> String { base.isEmpty ? name : (base.hasSuffix("/") ? base + name : base + "/" + name) }
        if component == "**" {
            walk(base, remaining, fs, &out)
            for name in fs.contentsOfDirectory(base) ?? [] where !name.hasPrefix(".") {
                let path = join(name)
                if fs.contentsOfDirectory(path) != nil { walk(path, rest, fs, &out) }
            }
            return
        }
        guard hasWildcards(component) else {
            let path = join(component)
            if remaining.isEmpty {
                if case .success = fs.read(path) { out.append(path) }
            } else {
                walk(path, remaining, fs, &out)
            }
            return
        }
        for name in fs.contentsOfDirectory(base.isEmpty ? "." : base) ?? []
        where (!name.hasPrefix(".") || component.hasPrefix(".")) && matches(Array(component), Array(name)) {
            let path = join(name)
            if remaining.isEmpty {
                if fs.contentsOfDirectory(path) == nil { out.append(path) }
            } else {
                walk(path, remaining, fs, &out)
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
