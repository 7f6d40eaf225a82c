import LayoutRendering
import Testing

@Suite("Markup escaping")
struct MarkupEscapingTests {
    @Test("The five markup characters become entities")
    func markupCharacters() {
        #expect(MarkupEscaping.escape(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
    }

    @Test("Text without markup characters is unchanged, including non-ASCII text")
    func plainText() {
        #expect(MarkupEscaping.escape("section-header 0.0") == "section-header 0.0")
        #expect(MarkupEscaping.escape("Überschrift · 見出し 🎉") == "Überschrift · 見出し 🎉")
        #expect(MarkupEscaping.escape("") == "")
    }

    @Test("Entities are escaped again, not passed through")
    func existingEntities() {
        #expect(MarkupEscaping.escape("&amp;") == "&amp;amp;")
    }

    @Test("Control characters XML forbids become U+FFFD; tab, line feed and carriage return stay")
    func controlCharacters() {
        #expect(MarkupEscaping.escape("a\u{0}b\u{1B}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(MarkupEscaping.escape("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(MarkupEscaping.escape("x\u{FFFE}") == "x\u{FFFD}")
    }
}
