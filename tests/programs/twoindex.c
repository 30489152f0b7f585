/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * twoindex: a table of records with two keys, a numeric id and a name,
 * both unique.  Each record is one allocation that sits in two trees at
 * once, through two RB_ENTRY fields: one tree ordered by id, one by name.
 * It reads commands, one a line:
 *
 *	add ID NAME		add a record; the id and the name must be free
 *	rename ID NAME		give record ID another name
 *	renumber ID NEWID	give record ID another id
 *	del id ID		delete a record, found by its id
 *	del name NAME		... or by its name
 *	get id ID		print a record, found by its id
 *	get name NAME		... or by its name
 *	list id|name [reverse]	print every record, in id or name order
 *	prefix P		print the records whose name starts with P
 *	# text			copied to the output as it is
 *
 *	twoindex < tests/programs/twoindex.in
 *
 * A tree never looks at the fields the other one sorts by, so a change of
 * one key touches one tree only: "rename" takes the record out of the
 * name tree, changes the name and puts it back (RB_REMOVE, RB_INSERT),
 * and "renumber" changes the id in place and lets RB_REINSERT move the
 * record in the id tree if it has to.  The record stays where it is in
 * the other tree all along.
 *
 * The program checks itself after every command: both trees against
 * RB_VALIDATE, and that they hold the same records (same count, and every
 * record of the name tree found by its id in the id tree).
 */

#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

struct rec {
	RB_ENTRY(rec)	 by_id;		/* links in the id tree */
	RB_ENTRY(rec)	 by_name;	/* links in the name tree */
	long		 id;
	char		*name;
};

static int
idcmp(struct rec *a, struct rec *b)
{
	return (a->id < b->id ? -1 : a->id > b->id);
}

static int
namecmp(struct rec *a, struct rec *b)
{
	return (strcmp(a->name, b->name));
}

/* Two heads, two instantiations, one element type. */
RB_HEAD(idtree, rec);
RB_GENERATE_STATIC(idtree, rec, by_id, idcmp)
RB_HEAD(nametree, rec);
RB_GENERATE_STATIC(nametree, rec, by_name, namecmp)

static struct idtree	 ids = RB_INITIALIZER(&ids);
static struct nametree	 names = RB_INITIALIZER(&names);

static char *
xstrdup(const char *s)
{
	size_t len = strlen(s) + 1;
	char *p;

	if ((p = malloc(len)) == NULL)
		err(1, "malloc");
	return (memcpy(p, s, len));
}

/*
 * Lookups fill in only the key the tree compares.  The cast drops a const
 * that the search does not need: RB_FIND only reads the key.
 */
static struct rec *
find_id(long id)
{
	struct rec key;

	key.id = id;
	return (RB_FIND(idtree, &ids, &key));
}

static struct rec *
find_name(const char *name)
{
	struct rec key;

	key.name = (char *)name;
	return (RB_FIND(nametree, &names, &key));
}

/*
 * RB_INSERT returns the element already there with an equal key, or NULL.
 * Insert into the id tree first; if the name tree then refuses, take the
 * record out of the id tree again.  Either way the record ends up in both
 * trees or in neither.
 */
static void
cmd_add(long id, const char *name)
{
	struct rec *r, *other;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		err(1, "calloc");
	r->id = id;
	r->name = xstrdup(name);
	if ((other = RB_INSERT(idtree, &ids, r)) != NULL) {
		printf("add %ld %s: id %ld is %s\n", id, name, id,
		    other->name);
		goto fail;
	}
	if ((other = RB_INSERT(nametree, &names, r)) != NULL) {
		RB_REMOVE(idtree, &ids, r);
		printf("add %ld %s: %s is id %ld\n", id, name, name,
		    other->id);
		goto fail;
	}
	printf("add %ld %s\n", id, name);
	return;
fail:
	free(r->name);
	free(r);
}

/*
 * A key must not change while its record is in the tree that sorts by
 * it: the tree would no longer be in order.  So: out of the name tree,
 * new name, back in.  The new name is known to be free, so RB_INSERT
 * cannot refuse.  The id tree is not touched.
 */
static void
cmd_rename(long id, const char *name)
{
	struct rec *r, *other;
	char *old;

	if ((r = find_id(id)) == NULL) {
		printf("rename %ld %s: no id %ld\n", id, name, id);
		return;
	}
	if ((other = find_name(name)) != NULL) {
		if (other == r)
			printf("rename %ld %s: already so named\n", id, name);
		else
			printf("rename %ld %s: %s is id %ld\n", id, name, name,
			    other->id);
		return;
	}
	RB_REMOVE(nametree, &names, r);
	old = r->name;
	r->name = xstrdup(name);
	if (RB_INSERT(nametree, &names, r) != NULL)
		errx(1, "rename: %s was free a moment ago", name);
	printf("rename %ld: %s -> %s\n", id, old, name);
	free(old);
}

/*
 * The other way to change a key: change it in place, then RB_REINSERT.
 * It compares the record with its in-order neighbours and leaves it where
 * it is if the new key still sorts between them; otherwise it removes and
 * re-inserts it.  A key equal to another record's would make that
 * RB_INSERT refuse (RB_REINSERT then returns the other record, and ours is
 * in no tree at all), hence the check first.
 */
static void
cmd_renumber(long id, long newid)
{
	struct rec *r, *other;

	if ((r = find_id(id)) == NULL) {
		printf("renumber %ld %ld: no id %ld\n", id, newid, id);
		return;
	}
	if ((other = find_id(newid)) != NULL) {
		if (other == r)
			printf("renumber %ld %ld: already so numbered\n", id,
			    newid);
		else
			printf("renumber %ld %ld: id %ld is %s\n", id, newid,
			    newid, other->name);
		return;
	}
	r->id = newid;
	if (RB_REINSERT(idtree, &ids, r) != NULL)
		errx(1, "renumber: id %ld was free a moment ago", newid);
	printf("renumber %s: %ld -> %ld\n", r->name, id, newid);
}

/* Found through either tree, a record leaves both. */
static void
del(struct rec *r)
{
	printf("del %ld %s\n", r->id, r->name);
	RB_REMOVE(idtree, &ids, r);
	RB_REMOVE(nametree, &names, r);
	free(r->name);
	free(r);
}

static void
get(struct rec *r, const char *how, const char *key)
{
	if (r == NULL)
		printf("get %s %s: none\n", how, key);
	else
		printf("get %s %s: %ld %s\n", how, key, r->id, r->name);
}

static void
cmd_list(const char *order, int reverse)
{
	struct rec *r;

	printf("by %s%s:", order, reverse ? ", reversed" : "");
	if (RB_EMPTY(&ids))
		fputs(" none", stdout);
	if (strcmp(order, "id") == 0 && !reverse)
		RB_FOREACH(r, idtree, &ids)
			printf(" %ld:%s", r->id, r->name);
	else if (strcmp(order, "id") == 0)
		RB_FOREACH_REVERSE(r, idtree, &ids)
			printf(" %ld:%s", r->id, r->name);
	else if (!reverse)
		RB_FOREACH(r, nametree, &names)
			printf(" %ld:%s", r->id, r->name);
	else
		RB_FOREACH_REVERSE(r, nametree, &names)
			printf(" %ld:%s", r->id, r->name);
	putchar('\n');
}

/*
 * The names that start with p sort together, from the first name >= p
 * (RB_NFIND, which needs no exact match) to the first that does not
 * start with p.
 */
static void
cmd_prefix(const char *p)
{
	struct rec key, *r;
	size_t len = strlen(p);

	printf("prefix %s:", p);
	key.name = (char *)p;
	r = RB_NFIND(nametree, &names, &key);
	if (r == NULL || strncmp(r->name, p, len) != 0)
		fputs(" none", stdout);
	for (; r != NULL && strncmp(r->name, p, len) == 0;
	    r = RB_NEXT(nametree, &names, r))
		printf(" %ld:%s", r->id, r->name);
	putchar('\n');
}

static void
check(void)
{
	const char *why;
	struct rec *r;
	size_t nid = 0, nname = 0;

	if ((why = RB_VALIDATE(idtree, &ids)) != NULL)
		errx(1, "id tree: RB_VALIDATE: %s", why);
	if ((why = RB_VALIDATE(nametree, &names)) != NULL)
		errx(1, "name tree: RB_VALIDATE: %s", why);
	RB_FOREACH(r, idtree, &ids)
		nid++;
	RB_FOREACH(r, nametree, &names) {
		if (find_id(r->id) != r)
			errx(1, "%s (id %ld) is not in the id tree", r->name,
			    r->id);
		nname++;
	}
	if (nid != nname)
		errx(1, "%zu records by id, %zu by name", nid, nname);
}

static long
number(const char *s, unsigned long lineno)
{
	char *end;
	long v;

	v = strtol(s, &end, 10);
	if (end == s || *end != '\0')
		errx(1, "line %lu: not a number: %s", lineno, s);
	return (v);
}

int
main(void)
{
	struct rec *r, *tmp;
	char line[256], *word[5];
	unsigned long lineno = 0;
	int n, byid;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		lineno++;
		if (line[0] == '#') {
			fputs(line, stdout);
			continue;
		}
		for (n = 0; n < 5; n++)
			if ((word[n] = strtok(n == 0 ? line : NULL,
			    " \t\n")) == NULL)
				break;
		if (n == 0)
			continue;	/* blank line */
		byid = n > 1 && strcmp(word[1], "id") == 0;
		if (n > 1 && !byid && strcmp(word[1], "name") != 0 &&
		    (strcmp(word[0], "del") == 0 ||
		    strcmp(word[0], "get") == 0 ||
		    strcmp(word[0], "list") == 0))
			errx(1, "line %lu: want id or name", lineno);
		if (strcmp(word[0], "add") == 0 && n == 3)
			cmd_add(number(word[1], lineno), word[2]);
		else if (strcmp(word[0], "rename") == 0 && n == 3)
			cmd_rename(number(word[1], lineno), word[2]);
		else if (strcmp(word[0], "renumber") == 0 && n == 3)
			cmd_renumber(number(word[1], lineno),
			    number(word[2], lineno));
		else if (strcmp(word[0], "del") == 0 && n == 3) {
			r = byid ? find_id(number(word[2], lineno)) :
			    find_name(word[2]);
			if (r != NULL)
				del(r);
			else
				printf("del %s %s: none\n", word[1], word[2]);
		} else if (strcmp(word[0], "get") == 0 && n == 3)
			get(byid ? find_id(number(word[2], lineno)) :
			    find_name(word[2]), word[1], word[2]);
		else if (strcmp(word[0], "list") == 0 && (n == 2 || (n == 3 &&
		    strcmp(word[2], "reverse") == 0)))
			cmd_list(word[1], n == 3);
		else if (strcmp(word[0], "prefix") == 0 && n == 2)
			cmd_prefix(word[1]);
		else
			errx(1, "line %lu: bad command", lineno);
		check();
	}
	if (ferror(stdin))
		err(1, "stdin");

	/*
	 * Every record is in both trees, so one postorder walk of either
	 * frees each exactly once, in O(n) and without rebalancing.  Both
	 * heads then point at freed memory: RB_INIT them, the name tree
	 * without walking it.
	 */
	RB_FOREACH_POSTORDER(r, idtree, &ids, tmp) {
		free(r->name);
		free(r);
	}
	RB_INIT(&ids);
	RB_INIT(&names);
	if (fflush(stdout) != 0 || ferror(stdout))
		err(1, "stdout");
	return (0);
}
