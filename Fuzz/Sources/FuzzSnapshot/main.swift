import DiffableSnapshot
import FuzzSupport

// One input is a program of snapshot operations: each step's first byte picks the operation (appends,
// inserts, deletes and moves of sections and items, reloads, reconfigures, section snapshots, diffs),
// the next bytes its arguments, drawn from 8 section and 32 item identifiers so that names collide.
// Errors are expected; traps are findings. After every step the snapshot's invariants hold (the
// library's `_checkInvariants` is compiled in with -DDEBUG, and the driver checks the public view),
// a throwing operation leaves the snapshot unchanged, and at each `diff` step and at the end the
// changeset from the last checkpoint replays it into the current snapshot (R-DIFF-7).

typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// One step of the program.
enum Operation: CaseIterable {
    case appendSections, insertSectionsBefore, insertSectionsAfter, deleteSections, moveSectionBefore
    case moveSectionAfter, appendItems, insertItemsBefore, insertItemsAfter, deleteItems, moveItemBefore
    case moveItemAfter, reloadSections, reloadItems, reconfigureItems, deleteAllItems, applySectionSnapshot
    case diff
}

extension ByteStream {
    /// A section identifier, one of 8.
    mutating func section() -> Int { next(below: 8) }
    /// An item identifier, one of 32.
    mutating func item() -> Int { next(below: 32) }
    /// Up to 4 section identifiers (repeats possible).
    mutating func sections() -> [Int] { list(upTo: 4) { $0.section() } }
    /// Up to 6 item identifiers (repeats possible).
    mutating func items() -> [Int] { list(upTo: 6) { $0.item() } }
}

/// Runs `operation` with arguments from `input`; throws what the snapshot throws.
func perform(_ operation: Operation, on snapshot: inout Snapshot, input: inout ByteStream)
    throws(SnapshotError)
{
    switch operation {
    case .appendSections: try snapshot.appendSections(input.sections())
    case .insertSectionsBefore:
        let sections = input.sections()
        try snapshot.insertSections(sections, beforeSection: input.section())
    case .insertSectionsAfter:
        let sections = input.sections()
        try snapshot.insertSections(sections, afterSection: input.section())
    case .deleteSections: snapshot.deleteSections(input.sections())
    case .moveSectionBefore:
        let section = input.section()
        try snapshot.moveSection(section, beforeSection: input.section())
    case .moveSectionAfter:
        let section = input.section()
        try snapshot.moveSection(section, afterSection: input.section())
    case .appendItems:
        let items = input.items()
        let section = input.next(below: 2) == 0 ? nil : input.section()
        try snapshot.appendItems(items, toSection: section)
    case .insertItemsBefore:
        let items = input.items()
        try snapshot.insertItems(items, beforeItem: input.item())
    case .insertItemsAfter:
        let items = input.items()
        try snapshot.insertItems(items, afterItem: input.item())
    case .deleteItems: snapshot.deleteItems(input.items())
    case .moveItemBefore:
        let item = input.item()
        try snapshot.moveItem(item, beforeItem: input.item())
    case .moveItemAfter:
        let item = input.item()
        try snapshot.moveItem(item, afterItem: input.item())
    case .reloadSections: try snapshot.reloadSections(input.sections())
    case .reloadItems: try snapshot.reloadItems(input.items())
    case .reconfigureItems: try snapshot.reconfigureItems(input.items())
    case .deleteAllItems: snapshot.deleteAllItems()
    case .applySectionSnapshot:
        var sectionSnapshot = DiffableDataSourceSectionSnapshot<Int>()
        try sectionSnapshot.append(input.items())
        for _ in 0..<input.next(below: 3) {
            let children = input.items()
            try sectionSnapshot.append(children, to: input.item())
        }
        if input.next(below: 2) == 0 { sectionSnapshot.expand(sectionSnapshot.items) }
        try snapshot.apply(sectionSnapshot, to: input.section())
    case .diff: break
    }
}

/// Checks what the public API shows against itself: sections and items partition the flat list, and
/// every index answers for its identifier.
func checkView(of snapshot: Snapshot) {
    var flat: [Int] = []
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
        FuzzInput.require(snapshot.indexOfSection(section) == sectionIndex, "index of section \(section)")
        guard let items = try? snapshot.itemIdentifiers(inSection: section),
            let count = try? snapshot.numberOfItems(inSection: section)
        else {
            FuzzInput.require(false, "section \(section) is listed but not found")
            return
        }
        FuzzInput.require(items.count == count, "the item count of section \(section)")
        for item in items {
            FuzzInput.require(
                snapshot.sectionIdentifier(containingItem: item) == section, "the section of item \(item)")
        }
        flat += items
    }
    FuzzInput.require(flat == snapshot.itemIdentifiers, "sections do not partition the items")
    FuzzInput.require(snapshot.numberOfItems == flat.count, "numberOfItems")
    FuzzInput.require(Set(flat).count == flat.count, "an item is listed twice")
    for (index, item) in flat.enumerated() {
        FuzzInput.require(snapshot.indexOfItem(item) == index, "the index of item \(item)")
    }
    let items = Set(flat)
    FuzzInput.require(
        snapshot.reloadedItemIdentifiers.allSatisfy(items.contains), "a reload mark names no item")
    FuzzInput.require(
        snapshot.reconfiguredItemIdentifiers.allSatisfy(items.contains), "a reconfigure mark names no item")
    FuzzInput.require(
        snapshot.reloadedSectionIdentifiers.allSatisfy(snapshot.sectionIdentifiers.contains),
        "a reload mark names no section")
}

/// Checks that the changeset from `old` replays into `new` and that its stages keep every entry.
func checkDiff(from old: Snapshot, to new: Snapshot) {
    let changes = SnapshotChangeset(from: old, to: new)
    do throws(ChangesetMismatch) {
        try changes.validate(from: old, to: new)
    } catch {
        FuzzInput.require(false, "the changeset does not replay: \(error)")
    }
    let staged = changes.stagedForBatchUpdates()
    FuzzInput.require(staged.reduce(0) { $0 + $1.count } == changes.count, "staging loses entries")
    FuzzInput.require(!(old == new) || changes.itemMoves.isEmpty, "moves between equal snapshots")
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = ByteStream(FuzzInput.bytes(data, size))
    var snapshot = Snapshot()
    var checkpoint = snapshot
    let operations = Operation.allCases
    var steps = 0
    while !input.isAtEnd && steps < 256 {
        steps += 1
        let operation = operations[input.next(below: operations.count)]
        if operation == .diff {
            checkDiff(from: checkpoint, to: snapshot)
            checkpoint = snapshot
            continue
        }
        let before = snapshot
        do throws(SnapshotError) {
            try perform(operation, on: &snapshot, input: &input)
        } catch {
            FuzzInput.require(
                snapshot == before && snapshot.itemIdentifiers == before.itemIdentifiers
                    && snapshot.sectionIdentifiers == before.sectionIdentifiers
                    && snapshot.reloadedItemIdentifiers == before.reloadedItemIdentifiers
                    && snapshot.reconfiguredItemIdentifiers == before.reconfiguredItemIdentifiers
                    && snapshot.reloadedSectionIdentifiers == before.reloadedSectionIdentifiers,
                "\(operation) threw \(error) and changed the snapshot")
            _ = error.description
        }
        snapshot._checkInvariants()
        checkView(of: snapshot)
    }
    checkDiff(from: checkpoint, to: snapshot)
    return 0
}

FuzzerMain.run(testOneInput)
