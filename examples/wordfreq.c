/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * wordfreq: count the words on standard input and print each word with
 * its count, in byte order of the words, as "uniq -c" would:
 *
 *	wordfreq < file
 *
 * A word is a run of ASCII letters and digits, folded to lower case.
 */

#include <ctype.h>
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

struct word {
	RB_ENTRY(word)	 entry;
	unsigned long	 count;
	char		*text;
};

static int
wordcmp(struct word *a, struct word *b)
{
	return (strcmp(a->text, b->text));
}

RB_HEAD(wordtree, word);
RB_GENERATE_STATIC(wordtree, word, entry, wordcmp)

/* Read the next word into *buf (grown as needed); 0 at end of input. */
static size_t
getword(FILE *fp, char **buf, size_t *size)
{
	size_t len;
	int c;

	while ((c = getc(fp)) != EOF && !isalnum(c))
		;
	for (len = 0; c != EOF && isalnum(c); c = getc(fp)) {
		if (len + 1 >= *size) {
			*size = *size != 0 ? *size * 2 : 64;
			if ((*buf = realloc(*buf, *size)) == NULL)
				err(1, "realloc");
		}
		(*buf)[len++] = (char)tolower(c);
	}
	if (len != 0)
		(*buf)[len] = '\0';
	return (len);
}

int
main(void)
{
	struct wordtree words = RB_INITIALIZER(&words);
	struct word key, *w, *tmp;
	char *buf = NULL;
	size_t len, size = 0;

	while ((len = getword(stdin, &buf, &size)) != 0) {
		key.text = buf;
		if ((w = RB_FIND(wordtree, &words, &key)) != NULL) {
			w->count++;
			continue;
		}
		/* strdup is POSIX, not C99 */
		if ((w = malloc(sizeof(*w))) == NULL ||
		    (w->text = malloc(len + 1)) == NULL)
			err(1, "malloc");
		RB_ENTRY_INIT(w, entry);	/* in no tree yet */
		memcpy(w->text, buf, len + 1);
		w->count = 1;
		RB_INSERT(wordtree, &words, w);
	}
	if (ferror(stdin))
		err(1, "stdin");
	free(buf);

	RB_FOREACH(w, wordtree, &words)
		printf("%7lu %s\n", w->count, w->text);

	RB_FOREACH_SAFE(w, wordtree, &words, tmp) {
		RB_REMOVE(wordtree, &words, w);
		free(w->text);
		free(w);
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		err(1, "stdout");
	return (0);
}
