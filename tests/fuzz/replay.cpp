// Replays fuzz inputs without libFuzzer: each argument is a file or a folder of files, fed to
// LLVMFuzzerTestOneInput once. CTest runs the committed regressions this way in every build.

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    std::vector<std::filesystem::path> files;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path p(argv[i]);
        if (std::filesystem::is_directory(p)) {
            for (const auto &f : std::filesystem::recursive_directory_iterator(p))
                if (f.is_regular_file())
                    files.push_back(f.path());
        } else if (std::filesystem::exists(p)) {
            files.push_back(p);
        }
    }
    for (const auto &f : files) {
        std::ifstream in(f, std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        const std::string bytes = s.str();
        std::fprintf(stderr, "replay %s\n", f.string().c_str());
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
    }
    std::fprintf(stderr, "%zu inputs replayed\n", files.size());
    return 0;
}
