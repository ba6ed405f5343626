#pragma once
// docker-compose files: a service's environment (list or map form) as variables, its
// `command:` read as shell text with ${VAR} from that environment, and its other keys.

#include "document.h"

#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace headroom::dialects {

// Services of one compose file read to find the one that trains (each is read whole, so a file
// of thousands would take minutes); the rest are not looked at.
constexpr size_t kMaxComposeServices = 64;

// The names of the services in `root`, in file order, the first kMaxComposeServices.
std::vector<std::string> composeServices(const YAML::Node &root);

// Replaces doc.entries (the flattened file) with the entries of one service: its keys relative
// to it ("deploy.resources…"), its environment variables by name, its command's flags.
void readComposeService(Document &doc, const YAML::Node &root, const std::string &service);

} // namespace headroom::dialects
