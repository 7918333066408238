#include "terminal_restore.h"
