/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * twoindex: one element in two trees.  A user has two RB_ENTRY fields,
 * one per index, and is found by id or by name.  A key must not change
 * while its element is in the tree that sorts by it: a rename takes the
 * user out of the name tree, changes the name and puts it back.
 */

#include <stdio.h>
#include <string.h>
#include "tree.h"

struct user {
	RB_ENTRY(user)	 byid;
	RB_ENTRY(user)	 byname;
	int		 id;
	char		 name[16];
};

static int
idcmp(const struct user *a, const struct user *b)
{
	return ((a->id > b->id) - (a->id < b->id));
}

static int
namecmp(const struct user *a, const struct user *b)
{
	return (strcmp(a->name, b->name));
}

RB_HEAD(idtree, user);
RB_HEAD(nametree, user);
RB_GENERATE_STATIC(idtree, user, byid, idcmp)
RB_GENERATE_STATIC(nametree, user, byname, namecmp)

static struct idtree ids = RB_INITIALIZER(&ids);
static struct nametree names = RB_INITIALIZER(&names);

/* Put u in both trees; 0, and in neither, if its id or name is taken. */
static int
add(struct user *u)
{
	if (RB_INSERT(idtree, &ids, u) != NULL)
		return (0);
	if (RB_INSERT(nametree, &names, u) != NULL) {
		RB_REMOVE(idtree, &ids, u);	/* undo the first half */
		return (0);
	}
	return (1);
}

/* Rename u, unless another user has the name: a key change in three steps. */
static int
setname(struct user *u, const char *name)
{
	struct user key;

	snprintf(key.name, sizeof(key.name), "%s", name);
	if (RB_FIND(nametree, &names, &key) != NULL)
		return (0);
	RB_REMOVE(nametree, &names, u);
	memcpy(u->name, key.name, sizeof(u->name));
	RB_INSERT(nametree, &names, u);
	return (1);
}

static void
list(void)
{
	struct user *u;

	printf("by id:  ");
	RB_FOREACH(u, idtree, &ids)
		printf(" %d %s", u->id, u->name);
	printf("\nby name:");
	RB_FOREACH(u, nametree, &names)
		printf(" %s %d", u->name, u->id);
	printf("\n");
}

int
main(void)
{
	static struct user u[] = {	/* static: links zeroed */
		{ .id = 3, .name = "carol" }, { .id = 1, .name = "dave" },
		{ .id = 2, .name = "alice" }, { .id = 4, .name = "bob" },
		{ .id = 1, .name = "erin" }, { .id = 5, .name = "bob" },
	};
	struct user key, *x;
	size_t i;

	for (i = 0; i < sizeof(u) / sizeof(u[0]); i++)
		if (!add(&u[i]))
			printf("add %d %s: taken\n", u[i].id, u[i].name);
	list();

	snprintf(key.name, sizeof(key.name), "alice");
	x = RB_FIND(nametree, &names, &key);
	printf("alice is %d\n", x->id);
	printf("rename 1 to bob: %s\n", setname(&u[1], "bob") ? "ok" : "taken");
	printf("rename 1 to zoe: %s\n", setname(&u[1], "zoe") ? "ok" : "taken");

	key.id = 3;
	x = RB_FIND(idtree, &ids, &key);
	RB_REMOVE(idtree, &ids, x);
	RB_REMOVE(nametree, &names, x);
	list();
	return (0);
}
