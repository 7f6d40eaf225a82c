import DiffableSnapshot
import Foundation
import FuzzSupport
import SnapshotJSON

// One input is the pair of files of `complayout diff OLD NEW`, split at the first NUL byte (an input
// without one is diffed against itself and against the empty snapshot). Both are read as the
// command reads them; when both are valid, the changeset must replay OLD into NEW (R-DIFF-7), its
// staged batches must be consistent, and the printed line must be JSON.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let pairs: [(old: [UInt8], new: [UInt8])]
    if let split = bytes.firstIndex(of: 0) {
        pairs = [(Array(bytes[..<split]), Array(bytes[(split + 1)...]))]
    } else {
        pairs = [(bytes, bytes), (Array("[]".utf8), bytes)]
    }
    for (old, new) in pairs {
        let oldSnapshot: SnapshotJSON.Snapshot
        let newSnapshot: SnapshotJSON.Snapshot
        do throws(DiffInputError) {
            oldSnapshot = try SnapshotJSON.snapshot(from: Data(old), source: "old.json")
            newSnapshot = try SnapshotJSON.snapshot(from: Data(new), source: "new.json")
        } catch {
            let line = error.description
            FuzzInput.require(
                line.hasPrefix("old.json:") || line.hasPrefix("new.json:"),
                "an error without its file: \(line)")
            continue
        }
        let changes = SnapshotChangeset(from: oldSnapshot, to: newSnapshot)
        do throws(ChangesetMismatch) {
            try changes.validate(from: oldSnapshot, to: newSnapshot)
        } catch {
            FuzzInput.require(false, "the changeset does not replay OLD into NEW: \(error)")
        }
        if old == new {
            FuzzInput.require(
                changes.sectionDeletes.isEmpty && changes.sectionInserts.isEmpty
                    && changes.sectionMoves.isEmpty
                    && changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty
                    && changes.itemMoves.isEmpty,
                "a snapshot differs from itself")
        }
        let staged = changes.stagedForBatchUpdates()
        FuzzInput.require(
            staged.reduce(0) { $0 + $1.count } == changes.count, "the staged batches lose or add changes")
        let line = SnapshotJSON.render(changes)
        FuzzInput.require(
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil,
            "the output is not JSON: \(line)")
    }
    return 0
}

FuzzerMain.run(testOneInput)
