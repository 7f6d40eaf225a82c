/// The version of the swift-compositional-layout package, in one place.
///
/// `complayout --version` prints it, the README's dependency line names it
/// (`.package(url: …, from: "0.2.0")`), the newest released section of `CHANGELOG.md` is headed
/// with it, and the repository carries a git tag of the same name. A test checks that the README and
/// the CHANGELOG agree with this constant, so a release changes the version here first.
public enum PackageVersion {
    /// The released version, in semantic-versioning form (`MAJOR.MINOR.PATCH`).
    public static let current = "0.2.0"
}
