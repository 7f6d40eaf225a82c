import ArgumentParser
import CollectionLayout
import Foundation
import LayoutDescription

/// The scroll-position options shared by `frames` and `render`: `--offset X,Y` and repeatable
/// `--orthogonal-offset SECTION:X`.
struct ScrollOptions: ParsableArguments {
    // `.unconditional`: the next argument is the value even when it starts with "-", so that
    // negative offsets can be typed as they read (`--offset -10,-47`, `--orthogonal-offset 0:-20`).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Content offset X,Y (default: the initial offset, minus the scroll-axis safe area, or the "
                + "largest x in horizontal right-to-left layouts); "
                + "negative values are fine: --offset -10,-47.",
            valueName: "x,y"))
    var offset: String?

    @Option(
        name: .customLong("orthogonal-offset"),
        parsing: .unconditionalSingleValue,
        help:
            "SECTION:X requested offset of an orthogonal section; it settles as a programmatic scroll (repeatable)."
    )
    var orthogonalOffsets: [String] = []

    /// Whether either option was given.
    var isGiven: Bool { offset != nil || !orthogonalOffsets.isEmpty }

    /// The parsed content offset, or nil when `--offset` is absent.
    func contentOffset() throws -> Point? {
        guard let offset else { return nil }
        let parts = offset.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Self.number(parts[0]), let y = Self.number(parts[1]) else {
            throw CommandFailure.usage(
                "--offset expects X,Y with two numbers between -1e12 and 1e12, such as 0,500; got \"\(offset)\""
            )
        }
        return Point(x: x, y: y)
    }

    /// The parsed orthogonal offsets by section.
    func requestedOrthogonalOffsets() throws -> [Int: Double] {
        var result: [Int: Double] = [:]
        for text in orthogonalOffsets {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0,
                let offset = Self.number(parts[1])
            else {
                throw CommandFailure.usage(
                    "--orthogonal-offset expects SECTION:X with a section index and a number between "
                        + "-1e12 and 1e12, such as 1:40; got \"\(text)\"")
            }
            guard result[section] == nil else {
                throw CommandFailure.usage("--orthogonal-offset gives section \(section) twice")
            }
            result[section] = offset
        }
        return result
    }

    /// What the collection view shows at the position these options ask for: a headless view of
    /// `resolved` in `environment`, with `sizes` as its size provider when given (``VisibleSizing``).
    func display(
        _ resolved: ResolvedLayout, environment: LayoutEnvironment, sizes: SizesDescription? = nil,
        strict: Bool
    ) throws -> ScrollDisplay {
        ScrollDisplay(
            try VisibleSizing.view(
                resolved, environment: environment, sizes: sizes, strict: strict,
                contentOffset: try contentOffset(),
                orthogonalOffsets: try requestedOrthogonalOffsets()))
    }

    /// As ``display(_:environment:sizes:strict:)``, starting from `prepared` — `resolved` already
    /// prepared with `strict` and without measurements — so that the layout is solved once.
    func display(
        _ resolved: ResolvedLayout, prepared: PreparedLayout, sizes: SizesDescription? = nil, strict: Bool
    ) throws -> ScrollDisplay {
        ScrollDisplay(
            try VisibleSizing.view(
                resolved, prepared: prepared, sizes: sizes, strict: strict,
                contentOffset: try contentOffset(),
                orthogonalOffsets: try requestedOrthogonalOffsets()))
    }

    private static func number(_ text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Decimal notation only: Double(_:) would also accept "0x10", "inf" and "nan".
        guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.+-eE".contains($0) }),
            let value = Double(trimmed), value.isFinite, abs(value) <= 1e12
        else { return nil }
        return value
    }
}
