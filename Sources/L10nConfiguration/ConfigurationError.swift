import L10nParsing

/// A problem in a configuration (or baseline) file, at its exact place: the one positioned
/// input error of ``JSONReader``, named for the configuration boundary. Printed as one line in
/// the compiler's format, exit code 2.
public typealias ConfigurationError = JSONInputError

/// Every problem found in one configuration (or baseline) file, in file order.
public typealias ConfigurationErrors = JSONInputErrors
