import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a document with an XML parser: whether it is well formed, and the
/// names of its elements and its text, to check what is markup and what is
/// only text.
final class XMLCheck: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var text = ""
    private(set) var attributes: [[String: String]] = []

    /// nil when the document is not well formed.
    static func parse(_ document: String) -> XMLCheck? {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = check
        return parser.parse() ? check : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        elements.append(elementName)
        attributes.append(attributeDict)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
