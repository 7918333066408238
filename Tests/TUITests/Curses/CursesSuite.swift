// The one serialized parent of every test that touches ncurses, which is process-global state.

import Testing

/// Suites nested in this one never run at the same time as each other.
@Suite(.serialized) enum CursesSuite {}
