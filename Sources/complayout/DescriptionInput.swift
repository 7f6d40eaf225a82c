import ArgumentParser
import CollectionLayout
import Foundation
import LayoutCommandOptions
import LayoutDescription

/// The options shared by every command that reads a description: `FILE|-` or `--example NAME`,
/// the environment overrides `--width`, `--height`, `--scale`, and the resource limits.
struct DescriptionInput: ParsableArguments {
    @Argument(help: "A description file (JSON or YAML), or - for standard input.")
    var file: String?

    @Option(
        help: "Use the built-in example NAME instead of a file (see `complayout examples`).",
        completion: .list(BuiltInExamples.names))
    var example: String?

    @Option(help: "Container width in points (overrides environment.width).")
    var width: Double?

    @Option(help: "Container height in points (overrides environment.height).")
    var height: Double?

    @Option(help: "Display scale; turns on pixel rounding (overrides environment.displayScale).")
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "Lay out on a device preset: its size, safe area, margins and scale (`--device list` lists them).",
            valueName: "iphone-16-pro[-landscape]"),
        completion: .list(DeviceList.completionValues))
    var device: String?

    @OptionGroup(title: "Input limits")
    var limitOptions: DescriptionLimitOptions

    /// The limits the description (and a `--sizes` file) is read within.
    var limits: DescriptionLimits { limitOptions.limits }

    /// Checks the device and the environment overrides. Whether a FILE or an example was given is
    /// checked by ``load()``, after parsing: a misspelt option (`--widht 400`) leaves its value
    /// behind as a FILE, and the unknown-option error with its suggestion must win over "not both".
    func validate() throws {
        if device == "list" { throw CleanExit.message(DeviceList.text) }
        if let device, LayoutDevice.named(device) == nil {
            throw ValidationError(
                "\(DiagnosticLine.unknownDevice(device)) (`--device list` lists the presets)")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0 && value <= 10_000_000) {
                throw ValidationError("\(name) must be a finite number between 0 and 10000000.")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 100) {
            throw ValidationError("--scale must be a number greater than 0 and at most 100.")
        }
    }

    /// Where the description came from, for messages.
    var sourceName: String {
        example.map { "example \($0)" } ?? (file == "-" ? "standard input" : file ?? "")
    }

    /// Reads and decodes the description, applying the overrides, with the input it was read from
    /// (to locate later problems in). Exits 64 for an unknown example or an unreadable file and 65
    /// for an invalid description, every problem at its `FILE:LINE:COLUMN`.
    func load() throws -> (description: LayoutDescription, source: InputSource) {
        switch (file, example) {
        case (nil, nil):
            throw CommandFailure.usage("give a description FILE, - for standard input, or --example NAME")
        case (.some(let file), .some):
            throw CommandFailure.usage("give either a FILE or --example NAME, not both (FILE: \"\(file)\")")
        default: break
        }
        let source: InputSource
        var description: LayoutDescription
        if let example {
            let text = try ExampleLookup.text(named: example)
            source = InputSource(file: nil, text: text, limits: limits)
            do throws(DescriptionError) {
                description = try LayoutDescription.decode(text, limits: limits)
            } catch {
                throw CommandFailure.invalid(error.problems, in: source)
            }
        } else {
            let read = try InputSource.read(file ?? "", limits: limits)
            source = read.source
            do throws(DescriptionError) {
                description = try LayoutDescription.decode(read.bytes, limits: limits)
            } catch {
                throw CommandFailure.invalid(error.problems, in: source)
            }
        }
        if let device = device.flatMap(LayoutDevice.named) { description.environment.apply(device) }
        if let width { description.environment.width = width }
        if let height { description.environment.height = height }
        if let scale { description.environment.displayScale = scale }
        return (description, source)
    }

    /// Decodes and resolves the description into an engine layout, with the input it was read
    /// from (to locate the problems of solving it).
    func resolve() throws -> (layout: ResolvedLayout, source: InputSource) {
        let (description, source) = try load()
        do {
            var resolved = try description.resolve(limits: limits)
            if let maxTemplateItems = limitOptions.maxTemplateItems {
                resolved.maximumTemplateItemCount = maxTemplateItems
            }
            return (resolved, source)
        } catch {
            throw CommandFailure.invalid(error.problems, in: source)
        }
    }
}
