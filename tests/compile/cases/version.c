/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The version macros: TREE_H_VERSION_NUMBER and the parts work in #if,
 * and TREE_H_VERSION is the string "MAJOR.MINOR.PATCH" of the parts.
 *
 * @must: compile
 * @compilers: gcc:-std=c99 gcc:-std=c11 clang:-std=c11 g++:-std=c++11
 */
#include <stdio.h>
#include <string.h>
#include "tree.h"

#if TREE_H_VERSION_NUMBER != TREE_H_VERSION_MAJOR * 10000 + \
    TREE_H_VERSION_MINOR * 100 + TREE_H_VERSION_PATCH
#error "TREE_H_VERSION_NUMBER is not MAJOR * 10000 + MINOR * 100 + PATCH"
#endif
#if TREE_H_VERSION_MAJOR < 1 || TREE_H_VERSION_MINOR > 99 || \
    TREE_H_VERSION_PATCH > 99
#error "a version part is out of range"
#endif

int
main(void)
{
	char parts[32];

	snprintf(parts, sizeof(parts), "%d.%d.%d", TREE_H_VERSION_MAJOR,
	    TREE_H_VERSION_MINOR, TREE_H_VERSION_PATCH);
	return (strcmp(parts, TREE_H_VERSION) != 0);
}
