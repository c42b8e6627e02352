/// The few pieces of roff (man(7)) the manual page is written with:
/// text escaped so that nothing in a help text is read as a request.
enum Roff {
    /// `text` for a line of running text: `\` as `\e`, `-` as `\-` (a minus,
    /// so that options can be searched and copied), other than ASCII as
    /// `\[u25B2]` (read the same without a preprocessor), and a line that
    /// would start with `.` or `'` guarded with `\&`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-": result += #"\-"#
            case _ where scalar.value > 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") {
            result = #"\&"# + result
        }
        return result
    }

    /// `text` in bold (`\fB…\fR`).
    static func bold(_ text: String) -> String { #"\fB"# + escaped(text) + #"\fR"# }

    /// An option's names in bold and its value in italics: `\fB\-O\fR, \fB\-\-output\-format\fR \fIFORMAT\fR`.
    static func option(_ option: OptionSpec) -> String {
        let names = option.names.map(bold).joined(separator: ", ")
        guard let value = option.valueName else { return names }
        return names + " " + #"\fI"# + escaped(value) + #"\fR"#
    }

    /// Hard-wrapped help text as roff: paragraphs filled, blank lines as
    /// `.PP`, and indented lines (formulas, journal examples) kept as written.
    static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        var verbatim = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.first == " "
            if indented != verbatim {
                lines.append(indented ? ".nf\n.RS 4" : ".RE\n.fi")
                verbatim = indented
            }
            if line.allSatisfy({ $0 == " " }) {
                if !verbatim { lines.append(".PP") }
            } else {
                lines.append(escaped(String(line)))
            }
        }
        if verbatim { lines.append(".RE\n.fi") }
        while lines.last == ".PP" { lines.removeLast() }
        return lines
    }
}
