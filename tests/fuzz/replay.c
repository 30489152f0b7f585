/*
 * A main() for the fuzz targets without libFuzzer: runs each file named
 * on the command line (or each file of a directory) through
 * LLVMFuzzerTestOneInput once.  For replaying a corpus or a crash input
 * under any compiler, gdb or valgrind:
 *
 *   cc -g -O1 -I. -Itests -o replay_rb tests/fuzz/replay.c \
 *       tests/fuzz/fuzz.c tests/engine.c
 *   ./replay_rb build/fuzz/seeds/rb build/fuzz/rb-crash-...
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0, got;

	if (f == NULL) {
		perror(path);
		return 1;
	}
	for (;;) {
		if (n == cap) {
			cap = cap ? 2 * cap : 4096;
			buf = realloc(buf, cap);
			if (buf == NULL) {
				perror("realloc");
				exit(1);
			}
		}
		got = fread(buf + n, 1, cap - n, f);
		if (got == 0)
			break;
		n += got;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, n);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	struct stat st;
	struct dirent *de;
	DIR *d;
	char path[4096];
	int i, rc = 0;

	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			if ((d = opendir(argv[i])) == NULL) {
				perror(argv[i]);
				rc = 1;
				continue;
			}
			while ((de = readdir(d)) != NULL) {
				if (de->d_name[0] == '.')
					continue;
				snprintf(path, sizeof(path), "%s/%s", argv[i],
				    de->d_name);
				rc |= run_file(path);
			}
			closedir(d);
		} else {
			rc |= run_file(argv[i]);
		}
	}
	return rc;
}
