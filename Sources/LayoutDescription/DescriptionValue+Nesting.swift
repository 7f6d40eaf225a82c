// libyaml's C interface comes with Yams (which imports it as an implementation detail); the event
// parser is iterative, so walking its events measures nesting without recursion.
import CYaml

/// Rejects nesting deeper than the limits allow (too deep for the YAML composer's recursion), and
/// documents with more values than they allow, before composing.
///
/// The check walks libyaml's own event stream (the one Yams composes), so it sees exactly the
/// nesting the composer would: quoting, comments, plain scalars with apostrophes (`a: it's`),
/// multi-line scalars and block collections are all told apart by the real YAML scanner, never by
/// a heuristic. The walk keeps one counter and no tree, so it costs time linear in the input and
/// constant memory. A syntax error ends the walk early: the composer then stops at the same event
/// with the error, having nested no deeper than the walk allowed.
enum NestingScan {
    /// The reason given for nesting deeper than `limit` levels.
    static func nestingMessage(limit: Int) -> String {
        DescriptionReadingMessages.nesting(limit: limit)
    }

    /// A reason to reject `text` under `limits`, or nil.
    static func excessiveNesting(in text: String, limits: DescriptionLimits) -> String? {
        var text = text
        return text.withUTF8 { bytes in excessiveNesting(in: bytes, limits: limits) }
    }

    private static func excessiveNesting(in bytes: UnsafeBufferPointer<UInt8>, limits: DescriptionLimits)
        -> String?
    {
        // One level more than the converter's limit, so that the converter names the path of a
        // document just over it.
        let maximumEventDepth = limits.effectiveDepth + 1
        let nestingMessage = nestingMessage(limit: limits.effectiveDepth)
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, base, bytes.count)
        var depth = 0
        var values = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                // Newer libyaml (Yams 6) stops deep nesting itself, as a parser error: the same
                // reason, said the same way.
                if let problem = parser.problem, String(cString: problem).contains("nesting level") {
                    return nestingMessage
                }
                return nil
            }
            let type = event.type
            yaml_event_delete(&event)
            if type == YAML_SCALAR_EVENT || type == YAML_ALIAS_EVENT || type == YAML_SEQUENCE_START_EVENT
                || type == YAML_MAPPING_START_EVENT
            {
                // Counted before composing: the composer's tree costs far more per value than text.
                values += 1
                if values > limits.maximumValueCount {
                    return DescriptionReadingMessages.tooManyValues(limit: limits.maximumValueCount)
                }
            }
            switch type {
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                depth += 1
                if depth > maximumEventDepth { return nestingMessage }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                depth -= 1
            case YAML_STREAM_END_EVENT:
                return nil
            default:
                break
            }
        }
    }
}
