import CollectionLayout
import LayoutDescription
import LayoutRendering

// The C-ABI surface of complayout.wasm that complayout.js calls: the only exports of the module
// besides its memory. Strings cross as UTF-8 in buffers the module allocates: a returned buffer
// is a pointer to a 4-byte little-endian length followed by that many bytes, which the caller
// frees with `cl_free`. A layout is an opaque handle from `cl_layout`, freed with
// `cl_layout_free`.

/// Allocates `count` bytes (8-byte aligned) for the caller to fill, e.g. with description text.
@_cdecl("cl_alloc")
func cl_alloc(_ count: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 8)
}

/// Frees a buffer from `cl_alloc` or one an export returned.
@_cdecl("cl_free")
func cl_free(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// A returned buffer: the length, then the bytes.
private func buffer(_ bytes: some Collection<UInt8>) -> UnsafeMutableRawPointer {
    let pointer = UnsafeMutableRawPointer.allocate(byteCount: 4 + bytes.count, alignment: 8)
    pointer.storeBytes(of: UInt32(truncatingIfNeeded: bytes.count).littleEndian, as: UInt32.self)
    var offset = 4
    for byte in bytes {
        pointer.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
        offset += 1
    }
    return pointer
}

private func layout(_ handle: UnsafeMutableRawPointer) -> WebLayout {
    Unmanaged<WebLayout>.fromOpaque(handle).takeUnretainedValue()
}

/// Reads, resolves and solves the JSON description in `count` bytes at `text` (which the caller
/// still owns). Always returns a handle: check `cl_layout_errors`.
@_cdecl("cl_layout")
func cl_layout(_ text: UnsafeRawPointer, _ count: Int32) -> UnsafeMutableRawPointer {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: text, count: Int(max(count, 0))))
    return Unmanaged.passRetained(WebLayout(bytes: bytes)).toOpaque()
}

/// Releases a layout.
@_cdecl("cl_layout_free")
func cl_layout_free(_ handle: UnsafeMutableRawPointer) {
    Unmanaged<WebLayout>.fromOpaque(handle).release()
}

/// The errors as a JSON array of `{"path", "message", "text", "line", "column"}` (empty when the
/// layout solved).
@_cdecl("cl_layout_errors")
func cl_layout_errors(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    buffer(WebProblem.json(layout(handle).errors).utf8)
}

/// The warnings, as ``cl_layout_errors`` writes errors.
@_cdecl("cl_layout_warnings")
func cl_layout_warnings(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    buffer(WebProblem.json(layout(handle).warnings).utf8)
}

/// The content width (0 for a layout with errors).
@_cdecl("cl_content_width")
func cl_content_width(_ handle: UnsafeMutableRawPointer) -> Double {
    layout(handle).prepared?.contentSize.width ?? 0
}

/// The content height (0 for a layout with errors).
@_cdecl("cl_content_height")
func cl_content_height(_ handle: UnsafeMutableRawPointer) -> Double {
    layout(handle).prepared?.contentSize.height ?? 0
}

/// The document of `complayout frames --format json`, byte for byte.
@_cdecl("cl_frames")
func cl_frames(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    buffer(layout(handle).framesJSON())
}

/// Queries the elements overlapping the rectangle and returns how many there are; their records
/// (8 doubles each: group, section, item, x, y, width, height, zIndex) are at `cl_records` until
/// the next query.
@_cdecl("cl_query")
func cl_query(
    _ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> Int32 {
    Int32(truncatingIfNeeded: layout(handle).query(Rect(x: x, y: y, width: width, height: height)))
}

/// Where the records of the last query start (owned by the layout).
@_cdecl("cl_records")
func cl_records(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(layout(handle).records)
}

/// Group `number` of a record: `{"category": "supplementary", "kind": "header", "color": "#e07b00"}`
/// (no `"kind"` for cells), with the colour the SVG picture draws it in.
@_cdecl("cl_group")
func cl_group(_ handle: UnsafeMutableRawPointer, _ number: Int32) -> UnsafeMutableRawPointer {
    let layout = layout(handle)
    let index = Int(number)
    guard index >= 0, index < layout.groups.count else { return buffer("null".utf8) }
    let group = layout.groups[index]
    var text = "{\"category\": \""
    switch group.category {
    case .cell: text += "cell"
    case .supplementary: text += "supplementary"
    case .decoration: text += "decoration"
    }
    text += "\", "
    if let kind = group.kind { text += "\"kind\": \(LayoutFramesJSON.quoted(kind)), " }
    let style = ElementStyle.of(group.category)
    text += "\"color\": \"\(layout.color(ofGroup: index).hexString)\", "
    text += "\"fillOpacity\": \(LayoutFramesJSON.number(style.fillOpacity)), "
    text += "\"strokeWidth\": \(LayoutFramesJSON.number(style.strokeWidth)), "
    if let dash = style.dash {
        text += "\"dash\": [\(LayoutFramesJSON.number(dash.dash)), \(LayoutFramesJSON.number(dash.gap))]}"
    } else {
        text += "\"dash\": null}"
    }
    return buffer(text.utf8)
}

/// The SVG picture of the layout (LayoutRendering's `SVGRenderer`, default options).
@_cdecl("cl_svg")
func cl_svg(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    buffer(layout(handle).svg().utf8)
}

/// The number of elements `cl_frames` lists, counted from the layout's templates (no frame is
/// computed; saturates at `Int32.max`).
@_cdecl("cl_element_count")
func cl_element_count(_ handle: UnsafeMutableRawPointer) -> Double {
    guard let prepared = layout(handle).prepared else { return 0 }
    return Double(FramesOutput.elementCount(of: prepared))
}

/// The frame of every section as a JSON array (`[x, y, width, height]`, or null for a section
/// without one).
@_cdecl("cl_section_frames")
func cl_section_frames(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    var text = "["
    if let prepared = layout(handle).prepared {
        for section in 0..<prepared.numberOfSections {
            if section > 0 { text += ", " }
            guard let frame = prepared.sectionFrame(at: section) else {
                text += "null"
                continue
            }
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map {
                LayoutFramesJSON.number($0)
            }
            text += "[" + numbers.joined(separator: ", ") + "]"
        }
    }
    return buffer((text + "]").utf8)
}

/// The colours of LayoutRendering's standard scheme the page paints around elements:
/// `{"background", "contentBounds", "label", "sectionBands": [...]}`.
@_cdecl("cl_color_scheme")
func cl_color_scheme() -> UnsafeMutableRawPointer {
    let scheme = RenderColorScheme.standard
    let bands = scheme.sectionBands.map { "\"\($0.hexString)\"" }.joined(separator: ", ")
    let text =
        "{\"background\": \"\(scheme.background.hexString)\", "
        + "\"contentBounds\": \"\(scheme.contentBounds.hexString)\", "
        + "\"label\": \"\(scheme.label.hexString)\", \"sectionBands\": [\(bands)]}"
    return buffer(text.utf8)
}
