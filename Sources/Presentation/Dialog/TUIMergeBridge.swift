// Old names the TUI still uses on this branch; delete this file when the TUI side takes the new names.

/// `DialogViewModel` under its old name, for Sources/TUI/Screens until the integrator renames it there.
public typealias DialogRequest = DialogViewModel
