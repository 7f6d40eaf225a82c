import ArgumentParser
import Foundation
import LayoutDescription

/// `complayout swift`: UIKit Swift code that builds the layout of a description.
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print UIKit Swift code that builds the layout of a description.",
        discussion: """
            Prints `import UIKit` and one function, `@MainActor func makeLayout() -> \
            UICollectionViewCompositionalLayout`, written as Apple's sample code writes layouts: named \
            items, groups and sections, a section provider with a switch when sections differ, and a \
            comment naming the description path of every part. In a collection view of the description's \
            environment with its item counts, the layout's frames are those `complayout frames` prints; \
            replacing `import UIKit` with `import UIKitCompatibility` runs it anywhere. The output is \
            deterministic and formatted as `swift format` formats it. \
            LayoutDescriptionUIKit's `UICollectionViewCompositionalLayout(description:)` builds the same \
            layout at run time. \
            Exit codes: 0 success, 64 usage, 65 invalid description (or a part without a UIKit equivalent), \
            1 internal failure.
            """)

    @OptionGroup var input: DescriptionInput

    @Option(help: ArgumentHelp("The name of the generated function.", valueName: "name"))
    var functionName = "makeLayout"

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write to <file> instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        try CommandFailure.run {
            guard SwiftCodeExport.isValidFunctionName(functionName) else {
                throw CommandFailure.usage(
                    "--function-name \"\(functionName)\" is not a Swift identifier "
                        + "(letters, digits and _, not starting with a digit, not a keyword)")
            }
            let (description, source) = try input.load()
            let code: String
            do throws(DescriptionError) {
                code = try SwiftCodeExport(functionName: functionName).code(
                    for: description, limits: input.limits)
            } catch {
                throw CommandFailure.invalid(error.problems, in: source)
            }
            if let output, output != "-" {
                try OutputFile.write(Data(code.utf8), to: output)
            } else {
                StandardOutput.write(code)
            }
        }
    }
}
