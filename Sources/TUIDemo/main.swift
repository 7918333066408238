// tui-demo: a small full-screen program exercising the TUI toolkit (and driven by the end-to-end tests).

import Glibc

exit(DemoApp(arguments: CommandLine.arguments).run())
