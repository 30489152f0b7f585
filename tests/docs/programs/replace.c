/*
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * RB_REPLACE by a new version of an element; RB_FOREACH_POSTORDER frees the tree.
 * make docs-snippets builds it like the programs of tree.3 and compares
 * its output with replace.expected.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tree.h"

struct setting {
	RB_ENTRY(setting) link;
	char		 name[16];
	int		 value;
};

static int
settingcmp(const struct setting *a, const struct setting *b)
{
	return (strcmp(a->name, b->name));
}

RB_HEAD(settings, setting);
RB_GENERATE_STATIC(settings, setting, link, settingcmp)

static struct setting *
setting_new(const char *name, int value)
{
	struct setting *s;

	if ((s = malloc(sizeof(*s))) == NULL)
		exit(1);
	snprintf(s->name, sizeof(s->name), "%s", name);
	s->value = value;
	return (s);
}

int
main(void)
{
	struct settings head = RB_INITIALIZER(&head);
	struct setting *s, *old, *tmp;
	int freed = 0;

	RB_INSERT(settings, &head, setting_new("depth", 3));
	RB_INSERT(settings, &head, setting_new("width", 80));
	RB_INSERT(settings, &head, setting_new("colour", 1));
	RB_INSERT(settings, &head, setting_new("speed", 9));

	/* Publish a new version of "width": same key, new element. */
	s = setting_new("width", 132);
	old = RB_REPLACE(settings, &head, RB_FIND(settings, &head, s), s);
	printf("replaced width %d by %d\n", old->value, s->value);
	free(old);

	RB_FOREACH(s, settings, &head)
		printf("%s=%d\n", s->name, s->value);

	/* Free everything: children come before their parents. */
	RB_FOREACH_POSTORDER(s, settings, &head, tmp) {
		free(s);
		freed++;
	}
	RB_INIT(&head);		/* the links went with the elements */
	printf("freed %d, empty: %s\n", freed,
	    RB_EMPTY(&head) ? "yes" : "no");
	return (0);
}
