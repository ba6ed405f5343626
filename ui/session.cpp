#include "session.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <yaml-cpp/yaml.h>

#include <csignal>
#include <cerrno>
#include <unistd.h>

namespace headroom {

namespace {

QString sessionPath() { return Session::folder() + QStringLiteral("/session.yaml"); }
QString markerPath() { return Session::folder() + QStringLiteral("/running.pid"); }

// Whether process `pid` exists (and is not this one).
bool otherProcessAlive(qint64 pid)
{
    if (pid <= 0 || pid == ::getpid())
        return false;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

} // namespace

QString Session::folder()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir;
}

bool Session::save(const QString &file, const Changes &changes)
{
    YAML::Emitter out;
    out << YAML::BeginMap << YAML::Key << "file" << YAML::Value << file.toStdString();
    out << YAML::Key << "changes" << YAML::Value << YAML::BeginMap;
    for (const FieldChange &change : changes)
        out << YAML::Key << change.field << YAML::Value << YAML::DoubleQuoted << change.to;
    out << YAML::EndMap << YAML::EndMap;
    QSaveFile f(sessionPath());
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(out.c_str(), static_cast<qint64>(out.size()));
    f.write("\n");
    return f.commit();
}

void Session::clear() { QFile::remove(sessionPath()); }

bool Session::load(QString &file, Changes &changes)
{
    QFile f(sessionPath());
    if (!f.open(QIODevice::ReadOnly) || f.size() > 1 << 20)
        return false;
    try {
        const YAML::Node root = YAML::Load(f.readAll().toStdString());
        if (!root.IsMap() || !root["file"] || !root["file"].IsScalar())
            return false;
        file = QString::fromStdString(root["file"].Scalar());
        changes.clear();
        if (const YAML::Node c = root["changes"]; c && c.IsMap())
            for (const auto &kv : c)
                if (kv.first.IsScalar() && kv.second.IsScalar())
                    changes.emplace_back(kv.first.Scalar(), kv.second.Scalar());
    } catch (const YAML::Exception &) {
        return false;
    }
    return !file.isEmpty();
}

void Session::beginRunning()
{
    QSaveFile f(markerPath());
    if (f.open(QIODevice::WriteOnly)) {
        f.write(QByteArray::number(static_cast<qint64>(::getpid())));
        f.commit();
    }
}

void Session::endRunning() { QFile::remove(markerPath()); }

bool Session::crashedWithSession()
{
    QFile marker(markerPath());
    if (!marker.open(QIODevice::ReadOnly) || !QFile::exists(sessionPath()))
        return false;
    return !otherProcessAlive(marker.readAll().trimmed().toLongLong());
}

} // namespace headroom
