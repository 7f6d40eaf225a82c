// `import LayoutSnapshotTesting` is enough to write layout tests: the kit re-exports
// swift-snapshot-testing's `SnapshotTesting` module (only that product) for `assertSnapshot`,
// `assertSnapshots`, `verifySnapshot` and `withSnapshotTesting`, and the engine's
// `CollectionLayout` for device presets (`LayoutDevice`), frames (`Rect`) and attributes.
@_exported import CollectionLayout
@_exported import SnapshotTesting
