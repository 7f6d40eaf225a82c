// On iOS, `import UIKit` brings Foundation with it: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
// `IndexPath`, `UUID` and the rest. Importing `UIKitCompatibility` does the same, so layout code
// that says only `import UIKit` compiles once that line becomes `import UIKitCompatibility`.
@_exported import Foundation
