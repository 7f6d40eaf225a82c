import CollectionLayout
import LayoutDescription
import LayoutRendering

/// One layout read from JSON text in the page: the solved layout or the problems that stopped it,
/// and the reusable buffer viewport queries write their element records into.
///
/// `complayout.js` holds it as an opaque handle (`Unmanaged`), made by `cl_layout` and released by
/// `cl_layout_free`; nothing is global.
final class WebLayout {
    /// The solved layout, nil when the description has errors.
    let prepared: PreparedLayout?
    /// The errors (description paths, messages and places in the text), empty when it solved.
    let errors: [WebProblem]
    /// The warnings of the solved layout, located in the text.
    let warnings: [WebProblem]
    /// The element groups (category and kind) met so far: cells first (group 0, ``cellGroup``),
    /// then the others in the order queries met them. A record's group number indexes this list.
    private(set) var groups: [LayoutPicture.ElementGroup] = []
    private var groupNumbers: [LayoutPicture.ElementGroup: Int] = [:]
    /// The numbers of the groups without a kind, by category (cell, supplementary, decoration).
    private var unkindedGroups: [Int?] = [nil, nil, nil]
    /// The number of the group with a kind found last.
    private var lastKindedGroup: Int?
    /// The colours of the groups, as the SVG picture of the layout has them (made on first use).
    private var colors: ElementColors?
    /// The records of the last query: ``recordLength`` doubles per element.
    private(set) var records: UnsafeMutablePointer<Double>
    private var recordCapacity: Int

    /// The group number of cells, which the engine never gives a kind.
    static let cellGroup = 0

    /// Doubles per element record: group, section, item, x, y, width, height, zIndex.
    static let recordLength = 8

    /// Reads, resolves and solves the JSON `bytes` as `complayout frames FILE.json` does: the same
    /// reader limits (the input-size limit included), the same non-strict preparation, every
    /// problem located in the text.
    init(bytes: [UInt8]) {
        let limits = DescriptionLimits()
        let text = String(decoding: bytes, as: UTF8.self)
        var prepared: PreparedLayout?
        var problems: [DescriptionProblem] = []
        var warningProblems: [DescriptionProblem] = []
        do throws(DescriptionError) {
            let description = try LayoutDescription.decode(DescriptionJSONReader.parse(bytes, limits: limits))
            let resolved = try description.resolve(limits: limits)
            let layout = try resolved.prepare(strict: false)
            warningProblems = layout.diagnostics.map { resolved.problem(for: $0) }
            prepared = layout
        } catch {
            problems = error.problems
        }
        self.prepared = prepared
        errors = WebProblem.located(problems, in: text, limits: limits)
        warnings = WebProblem.located(warningProblems, in: text, limits: limits)
        recordCapacity = 256
        records = .allocate(capacity: recordCapacity * Self.recordLength)
        unkindedGroups[0] = add(LayoutPicture.ElementGroup(category: .cell, kind: nil))
    }

    deinit {
        records.deallocate()
    }

    /// Writes the record of every element overlapping `rect` (R-QUERY-1, in the order of
    /// R-QUERY-3) into ``records``, growing it as needed, and returns how many there are.
    ///
    /// - Complexity: O(log sections + sections crossed + elements returned).
    func query(_ rect: Rect) -> Int {
        guard let prepared else { return 0 }
        var count = 0
        prepared.forEachElement(in: rect) { (element) throws(Never) in
            if count == recordCapacity { grow() }
            let record = records + count * Self.recordLength
            // Most of a viewport is cells: their group is known without looking at a kind.
            record[0] = Double(element.category == .cell ? Self.cellGroup : groupNumber(of: element))
            record[1] = Double(element.indexPath.section)
            record[2] =
                element.indexPath.item == Int.max
                ? Double(LayoutFramesJSON.layoutLevelItem) : Double(element.indexPath.item)
            record[3] = element.frame.minX
            record[4] = element.frame.minY
            record[5] = element.frame.width
            record[6] = element.frame.height
            record[7] = Double(element.zIndex)
            count += 1
        }
        return count
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Double>.allocate(capacity: recordCapacity * 2 * Self.recordLength)
        larger.moveInitialize(from: records, count: recordCapacity * Self.recordLength)
        records.deallocate()
        records = larger
        recordCapacity *= 2
    }

    /// The group number of `element`, numbering new groups as they come. Cells (no kind) and the
    /// kind met last are found without hashing: a viewport is mostly cells, and the elements of a
    /// kind come together (R-QUERY-3).
    private func groupNumber(of element: LayoutAttributes) -> Int {
        let category: Int
        switch element.category {
        case .cell: category = 0
        case .supplementary: category = 1
        case .decoration: category = 2
        }
        guard let kind = element.elementKind else {
            if let number = unkindedGroups[category] { return number }
            let number = add(LayoutPicture.ElementGroup(category: element.category, kind: nil))
            unkindedGroups[category] = number
            return number
        }
        if let last = lastKindedGroup, groups[last].category == element.category, groups[last].kind == kind {
            return last
        }
        let group = LayoutPicture.ElementGroup(category: element.category, kind: kind)
        let number = groupNumbers[group] ?? add(group)
        lastKindedGroup = number
        return number
    }

    private func add(_ group: LayoutPicture.ElementGroup) -> Int {
        groupNumbers[group] = groups.count
        groups.append(group)
        return groups.count - 1
    }

    /// The colour group `number` is drawn with in the layout's SVG picture
    /// (``ElementColors``, over the elements ``svg()`` draws).
    func color(ofGroup number: Int) -> RenderColor {
        let group = groups[number]
        if colors == nil, let prepared {
            let picture = LayoutPicture(
                layout: prepared, maximumElements: SVGRenderer.Options().maximumDrawnElements)
            colors = ElementColors(picture: picture, scheme: .standard)
        }
        return colors?.color(for: group.category, kind: group.kind)
            ?? RenderColorScheme.standard.color(for: group.category, kind: group.kind, kindIndex: nil)
    }

    /// The SVG picture of the layout as `complayout render --format svg` draws one (default
    /// options, at most `maximumDrawnElements` elements drawn).
    func svg() -> String {
        guard let prepared else { return "" }
        let options = SVGRenderer.Options()
        let picture = LayoutPicture(layout: prepared, maximumElements: options.maximumDrawnElements)
        return SVGRenderer(options: options).render(picture)
    }

    /// The document `complayout frames --format json` prints for this layout, written by the same
    /// writer (``LayoutFramesJSON``): head, every element in the order of R-QUERY-3, tail.
    func framesJSON() -> [UInt8] {
        guard let prepared else { return [] }
        var bytes = Array(LayoutFramesJSON.head(contentSize: prepared.contentSize).utf8)
        var first = true
        prepared.forEachElement { (element) throws(Never) in
            LayoutFramesJSON.append(element, first: first, to: &bytes)
            first = false
        }
        bytes.append(contentsOf: LayoutFramesJSON.tail.utf8)
        return bytes
    }
}

/// A problem of a description with its place in the text, as the page reports it.
struct WebProblem {
    var problem: DescriptionProblem
    var location: DescriptionSourceLocation

    /// `problems` located in the JSON `text` with one parse, as `complayout` locates them.
    static func located(_ problems: [DescriptionProblem], in text: String, limits: DescriptionLimits)
        -> [WebProblem]
    {
        guard !problems.isEmpty else { return [] }
        let locations = DescriptionJSONReader.locations(of: problems, in: text, limits: limits)
        var result: [WebProblem] = []
        for (problem, location) in zip(problems, locations) {
            result.append(WebProblem(problem: problem, location: location))
        }
        return result
    }

    /// `{"path": …, "message": …, "text": "PATH: MESSAGE", "line": L, "column": C}`.
    var json: String {
        "{\"path\": \(LayoutFramesJSON.quoted(problem.path.description)), "
            + "\"message\": \(LayoutFramesJSON.quoted(problem.message)), "
            + "\"text\": \(LayoutFramesJSON.quoted(problem.description)), "
            + "\"line\": \(location.line), \"column\": \(location.column)}"
    }

    /// A JSON array of `problems`.
    static func json(_ problems: [WebProblem]) -> String {
        var text = "["
        for (position, problem) in problems.enumerated() {
            if position > 0 { text += ", " }
            text += problem.json
        }
        return text + "]"
    }
}
