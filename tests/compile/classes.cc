// SPDX-License-Identifier: BSD-2-Clause
//
// C++ elements that are not standard-layout, as the BSD headers accept
// them: tests/compile/matrix.sh builds this with g++ and clang++, C++11 to
// C++20, under -Wall -Wextra -Wpedantic -Werror, and runs it.
//
//   Shape   polymorphic base (virtual functions, private key); the tree
//           holds Square and Circle objects through Shape pointers;
//           plain head (RB_GENERATE), a static member comparator
//   Item    public link and value, private key and summary (public and
//           private data members); cached head with a per-tree hook that
//           is a static member function (RB_GENERATE_CACHED_AUGMENT)
//   Word    a splay tree of a polymorphic element (SPLAY_GENERATE)
//   Box<T>  a class template: RB_ENTRY(Box) in its body, one tree of
//           Box<int> (RB_GENERATE_STATIC)
//
// With -DCLASS_KEY=class the elements are declared with "class" (every
// macro writes "struct type": the build adds -Wno-mismatched-tags).
#include <cstdio>
#include <cstdlib>

#include "tree.h"

#ifndef CLASS_KEY
#define CLASS_KEY struct
#endif

static int failures;

#define CHECK(cond) do {						\
	if (!(cond)) {							\
		std::fprintf(stderr, "classes.cc:%d: check failed: %s\n",\
		    __LINE__, #cond);					\
		failures++;						\
	}								\
} while (0)

CLASS_KEY Shape {
public:
	explicit Shape(int key) : key_(key) { RB_ENTRY_INIT(this, link); }
	virtual ~Shape() {}
	virtual int area() const = 0;
	int key() const { return key_; }
	static int cmp(const Shape *a, const Shape *b)
	{
		return (a->key_ > b->key_) - (a->key_ < b->key_);
	}

	RB_ENTRY(Shape) link;
private:
	int key_;
};

CLASS_KEY Square : public Shape {
public:
	Square(int key, int side) : Shape(key), side_(side) {}
	int area() const { return side_ * side_; }
private:
	int side_;
};

CLASS_KEY Circle : public Shape {
public:
	explicit Circle(int key) : Shape(key) {}
	int area() const { return -1; }
};

RB_HEAD(shapes, Shape);
RB_PROTOTYPE(shapes, Shape, link, Shape::cmp)
RB_GENERATE(shapes, Shape, link, Shape::cmp)

CLASS_KEY Item {
public:
	explicit Item(int key = 0) : value(0), key_(key), size_(1)
	{
		RB_ENTRY_INIT(this, link);
	}
	int key() const { return key_; }
	int size() const { return size_; }
	static int cmp(const Item *a, const Item *b)
	{
		return (a->key_ > b->key_) - (a->key_ < b->key_);
	}
	// The hook: this subtree's element count; nonzero iff it changed.
	static int update(Item *x)
	{
		int size = 1;

		if (RB_LEFT(x, link) != NULL)
			size += RB_LEFT(x, link)->size_;
		if (RB_RIGHT(x, link) != NULL)
			size += RB_RIGHT(x, link)->size_;
		if (size == x->size_)
			return (0);
		x->size_ = size;
		return (1);
	}

	RB_ENTRY(Item) link;
	int value;
private:
	int key_;
	int size_;
};

RB_HEAD_CACHED(items, Item);
RB_PROTOTYPE_CACHED_AUGMENT(items, Item, link, Item::cmp, Item::update)
RB_GENERATE_CACHED_AUGMENT(items, Item, link, Item::cmp, Item::update)

CLASS_KEY Word {
public:
	explicit Word(int key) : key_(key) {}
	virtual ~Word() {}
	static int cmp(Word *a, Word *b)
	{
		return (a->key_ > b->key_) - (a->key_ < b->key_);
	}
	int key() const { return key_; }

	SPLAY_ENTRY(Word) link;
private:
	int key_;
};

SPLAY_HEAD(words, Word);
SPLAY_PROTOTYPE(words, Word, link, Word::cmp)
SPLAY_GENERATE(words, Word, link, Word::cmp)

template <class T>
CLASS_KEY Box {
public:
	RB_ENTRY(Box) link;
	T key;
	static int cmp(const Box *a, const Box *b)
	{
		return (a->key > b->key) - (a->key < b->key);
	}
};

RB_HEAD(boxes, Box<int>);
RB_GENERATE_STATIC(boxes, Box<int>, link, Box<int>::cmp)

enum { N = 200 };

// Keys 0, 2, ..., 2N - 2 in a scrambled order; odd keys are absent.
static int
key_of(int i)
{
	return (2 * ((i * 37) % N));
}

static void
test_shapes()
{
	shapes head = RB_INITIALIZER(&head);
	Shape *all[N], *s, *t;
	int i, count, last;

	for (i = 0; i < N; i++) {
		if (i % 2 == 0)
			all[i] = new Square(key_of(i), i);
		else
			all[i] = new Circle(key_of(i));
		CHECK(RB_INSERT(shapes, &head, all[i]) == NULL);
	}
	CHECK(RB_VALIDATE(shapes, &head) == NULL);
	Circle dup(key_of(7));
	CHECK(RB_INSERT(shapes, &head, &dup) == all[7]);
	Square probe(41, 0);
	CHECK(RB_FIND(shapes, &head, &probe) == NULL);
	CHECK(RB_NFIND(shapes, &head, &probe)->key() == 42);
	CHECK(RB_FIND(shapes, &head, all[10]) == all[10]);
	CHECK(RB_FIND(shapes, &head, all[10])->area() == 100);
	CHECK(RB_FIND(shapes, &head, all[11])->area() == -1);
	CHECK(RB_MIN(shapes, &head)->key() == 0);
	CHECK(RB_MAX(shapes, &head)->key() == 2 * N - 2);

	// Remove the keys divisible by 4 while iterating.
	RB_FOREACH_SAFE(s, shapes, &head, t)
		if (s->key() % 4 == 0)
			CHECK(RB_REMOVE(shapes, &head, s) == s);
	CHECK(RB_VALIDATE(shapes, &head) == NULL);
	count = 0;
	last = -1;
	RB_FOREACH(s, shapes, &head) {
		CHECK(s->key() > last && s->key() % 4 == 2);
		CHECK(RB_PARENT(s, link) == NULL ||
		    RB_LEFT(RB_PARENT(s, link), link) == s ||
		    RB_RIGHT(RB_PARENT(s, link), link) == s);
		last = s->key();
		count++;
	}
	CHECK(count == N / 2);
	while ((s = RB_MIN(shapes, &head)) != NULL)
		RB_REMOVE(shapes, &head, s);
	CHECK(RB_EMPTY(&head));
	for (i = 0; i < N; i++)
		delete all[i];
}

static void
test_items()
{
	items head = RB_INITIALIZER(&head);
	Item *all = new Item[N], copy, *x;
	int i;

	for (i = 0; i < N; i++) {
		all[i] = Item(key_of(i));
		CHECK(RB_INSERT(items, &head, &all[i]) == NULL);
	}
	CHECK(RB_VALIDATE(items, &head) == NULL);
	CHECK(RB_COUNT(items, &head) == N);
	CHECK(RB_ROOT(&head)->size() == N);
	CHECK(RB_MIN(items, &head)->key() == 0);

	copy = Item(key_of(3));
	CHECK(RB_REPLACE(items, &head, &all[3], &copy) == &all[3]);
	CHECK(RB_FIND(items, &head, &all[3]) == &copy);
	CHECK(RB_REPLACE(items, &head, &copy, &all[3]) == &copy);

	// Pop the lower half: the cached minimum and the summaries follow.
	for (i = 0; i < N / 2; i++) {
		x = RB_POP_MIN(items, &head);
		CHECK(x != NULL && x->key() == 2 * i);
	}
	CHECK(RB_COUNT(items, &head) == N - N / 2);
	CHECK(RB_ROOT(&head)->size() == N - N / 2);
	CHECK(RB_VALIDATE(items, &head) == NULL);
	RB_FOREACH(x, items, &head)
		x->value = x->key() / 2;
	RB_FOREACH(x, items, &head)
		CHECK(x->value == x->key() / 2 && x->key() >= N);
	RB_INIT(&head);
	delete[] all;
}

static void
test_words()
{
	words head = SPLAY_INITIALIZER(&head);
	Word *all[N], *w;
	int i, count;

	for (i = 0; i < N; i++) {
		all[i] = new Word(key_of(i));
		CHECK(SPLAY_INSERT(words, &head, all[i]) == NULL);
	}
	Word probe(key_of(5));
	CHECK(SPLAY_FIND(words, &head, &probe) == all[5]);
	CHECK(SPLAY_MIN(words, &head)->key() == 0);
	CHECK(SPLAY_MAX(words, &head)->key() == 2 * N - 2);
	CHECK(SPLAY_REMOVE(words, &head, all[5]) == all[5]);
	CHECK(SPLAY_FIND(words, &head, &probe) == NULL);
	count = 0;
	SPLAY_FOREACH(w, words, &head)
		count++;
	CHECK(count == N - 1);
	while ((w = SPLAY_MIN(words, &head)) != NULL)
		SPLAY_REMOVE(words, &head, w);
	CHECK(SPLAY_EMPTY(&head));
	for (i = 0; i < N; i++)
		delete all[i];
}

static void
test_boxes()
{
	boxes head = RB_INITIALIZER(&head);
	Box<int> all[N], *b;
	int i, last;

	for (i = 0; i < N; i++) {
		all[i].key = key_of(i);
		RB_ENTRY_INIT(&all[i], link);	/* a local: garbage links */
		CHECK(RB_INSERT(boxes, &head, &all[i]) == NULL);
	}
	CHECK(RB_VALIDATE(boxes, &head) == NULL);
	last = -2;
	RB_FOREACH(b, boxes, &head) {
		CHECK(b->key == last + 2);
		last = b->key;
	}
	CHECK(last == 2 * N - 2);
	for (i = 0; i < N; i += 2)
		CHECK(RB_REMOVE(boxes, &head, &all[i]) == &all[i]);
	CHECK(RB_FIND(boxes, &head, &all[0]) == NULL);
	CHECK(RB_FIND(boxes, &head, &all[1]) == &all[1]);
	CHECK(RB_VALIDATE(boxes, &head) == NULL);
}

int
main()
{
	test_shapes();
	test_boxes();
	test_items();
	test_words();
	if (failures != 0) {
		std::fprintf(stderr, "classes: %d checks failed\n", failures);
		return (1);
	}
	return (0);
}
