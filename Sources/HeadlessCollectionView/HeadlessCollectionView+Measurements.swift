import CollectionLayout

/// Measurements carried from one solve into the next (R-EST-10, R-APPLY-6), with the cells
/// that must be measured again when next visible (reconfigured, R-APPLY-6).
struct CarriedMeasurements: Sendable {
    var measurements = LayoutMeasurements()
    var stale: [LayoutIndexPath] = []
}

/// What a re-solve does with the current measurements.
enum MeasurementCarry: Sendable {
    /// Keep them by index path (views without snapshots, R-EST-10); those of index paths that
    /// no longer exist are dropped.
    case keep
    /// Drop them all (a container-size change, reload data, R-SIZING-3, R-APPLY-2).
    case drop
    /// Use these, already moved to their new index paths (an apply, R-APPLY-6).
    case carry(CarriedMeasurements)
}

extension HeadlessCollectionView {
    /// The current measurements and stale marks.
    ///
    /// - Complexity: O(items of self-sizing sections + m log n) for `m` measured cells.
    func carriedMeasurements() -> CarriedMeasurements {
        var carried = CarriedMeasurements(measurements: preparedLayout.measurements)
        for indexPath in carried.measurements.cells.keys where isStale(indexPath) {
            carried.stale.append(indexPath)
        }
        return carried
    }

    /// Prepares `layout` with carried measurements (R-EST-10). Measurements of elements that do
    /// not exist in the new solve are dropped: first those of index paths beyond the item counts,
    /// then, if the description no longer has a measured supplementary's kind, every supplementary
    /// measurement, and as a last resort all of them. Stale cells are marked again.
    static func prepare(
        _ layout: CompositionalLayout, environment: LayoutEnvironment, itemCounts: [Int],
        options: PrepareOptions, carrying carried: CarriedMeasurements
    ) throws(HeadlessError) -> PreparedLayout {
        func exists(_ indexPath: LayoutIndexPath) -> Bool {
            indexPath.section >= 0 && indexPath.section < itemCounts.count && indexPath.item >= 0
                && indexPath.item < itemCounts[indexPath.section]
        }
        var measurements = carried.measurements
        measurements.cells = measurements.cells.filter { exists($0.key) }
        measurements.supplementaries = measurements.supplementaries.filter {
            $0.key.indexPath.section >= 0 && $0.key.indexPath.section < itemCounts.count
        }
        guard !measurements.isEmpty else {
            return try prepare(layout, environment: environment, itemCounts: itemCounts, options: options)
        }
        var attempts = [measurements, LayoutMeasurements(cells: measurements.cells), LayoutMeasurements()]
        if measurements.supplementaries.isEmpty { attempts.remove(at: 1) }
        for attempt in attempts {
            do {
                var prepared = try layout.prepare(
                    in: environment, itemCounts: itemCounts, measurements: attempt, options: options)
                for indexPath in carried.stale where attempt.cells[indexPath] != nil {
                    prepared.markNeedsMeasurement(forItemAt: indexPath)
                }
                return prepared
            } catch {
                switch error {
                case .noSuchElement, .invalidPreferredSize: continue
                default: throw .layout(error)
                }
            }
        }
        return try prepare(layout, environment: environment, itemCounts: itemCounts, options: options)
    }
}
