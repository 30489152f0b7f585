/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The setting that the second file of a settings case defines and the
 * first does not (settings.h, settings-static.h): TREE_BALANCE red-black
 * (SECOND_SETTING 1), RB_NO_LINK_STATE (2) or RB_CACHE_LINE (3); none
 * with 0.
 */
#ifdef SECOND_FILE
#if SECOND_SETTING == 1
#define TREE_BALANCE	TREE_RED_BLACK
#elif SECOND_SETTING == 2
#define RB_NO_LINK_STATE
#elif SECOND_SETTING == 3
#define RB_CACHE_LINE	64
#endif
#endif
