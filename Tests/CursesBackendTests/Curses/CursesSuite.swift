// The one serialized parent of every test that touches process-global state: ncurses, signal handlers.

import CursesBackend
import Testing

/// Suites nested in this one never run at the same time as each other.
@Suite(.serialized) enum CursesSuite {}
