// headroom-compact-yaml IN OUT: writes the parsed form of the shipped YAML file IN to OUT
// (compactyaml.h), run by the build for every catalog and key map it embeds. A file that does
// not parse gets an empty form: the program then parses the text itself and reports the
// problem where it reports any other, with its line.

#include "compactyaml.h"

#include <yaml-cpp/yaml.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::cerr << "usage: headroom-compact-yaml IN OUT\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::cerr << "headroom-compact-yaml: cannot read " << argv[1] << '\n';
        return 1;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string form;
    try {
        form = headroom::compactYaml(YAML::Load(text), headroom::yamlTextHash(text));
    } catch (const YAML::Exception &e) {
        std::cerr << argv[1] << ": " << e.what() << " (left to be parsed at start)\n";
    }
    std::ofstream out(argv[2], std::ios::binary | std::ios::trunc);
    out << form;
    if (!out) {
        std::cerr << "headroom-compact-yaml: cannot write " << argv[2] << '\n';
        return 1;
    }
    return 0;
}
