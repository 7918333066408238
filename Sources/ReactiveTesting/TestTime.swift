// Virtual time for tests.

/// A tick of virtual time. With the default resolution one tick is one second of scheduler time.
public typealias TestTime = Int
