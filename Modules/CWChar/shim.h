#include <wchar.h>
