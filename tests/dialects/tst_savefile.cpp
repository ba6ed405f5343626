// Saving can fail at every step; whatever fails, the original is intact, no temporary file is
// left beside it, and the reason is named. Disk full and permission denied are simulated
// through SaveOptions::fault (the tests may run as root, where chmod stops nothing).

#include "config.h"
#include "savefile.h"
#include "testmaps.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace headroom;

namespace {

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeAll(const std::string &path, const std::string &text) { std::ofstream(path, std::ios::binary) << text; }

bool hasCode(const Diagnostics &d, const std::string &code)
{
    return std::any_of(d.begin(), d.end(), [&](const Diagnostic &x) { return x.code == code; });
}

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_in;
    static constexpr const char *kOriginal = "BATCH_SIZE=8\nNUM_WORKERS=4\n";

    QStringList filesHere() const { return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System); }

private slots:
    void initTestCase() { testing::testMaps(); }

    void init()
    {
        for (const QString &f : filesHere())
            QFile::remove(m_dir.filePath(f));
        m_in = m_dir.filePath(QStringLiteral("train.env")).toStdString();
        writeAll(m_in, kOriginal);
    }

    // Each step of writing the file (or its .bak) fails in turn with what the system would say.
    void failureLeavesOriginalIntact_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<bool>("backup");
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("code");
        QTest::newRow("disk full while writing") << "write" << false << ENOSPC << "save.failed";
        QTest::newRow("disk full while syncing") << "fsync" << false << ENOSPC << "save.failed";
        QTest::newRow("quota while writing") << "write" << false << EDQUOT << "save.failed";
        QTest::newRow("permission denied creating") << "create" << false << EACCES << "save.failed";
        QTest::newRow("read-only file system") << "create" << false << EROFS << "save.failed";
        QTest::newRow("rename refused") << "rename" << false << EACCES << "save.failed";
        QTest::newRow("I/O error syncing") << "fsync" << false << EIO << "save.failed";
        QTest::newRow("disk full writing the backup") << "write" << true << ENOSPC << "save.backup_failed";
        QTest::newRow("permission denied for the backup") << "create" << true << EACCES << "save.backup_failed";
    }
    void failureLeavesOriginalIntact()
    {
        QFETCH(QString, step);
        QFETCH(bool, backup);
        QFETCH(int, error);
        QFETCH(QString, code);
        SaveOptions o;
        o.inputPath = m_in;
        o.inPlace = true;
        o.fault = [&](const std::string &s, const std::string &path) {
            const bool isBackup = path.size() > 4 && path.compare(path.size() - 4, 4, ".bak") == 0;
            return s == step.toStdString() && isBackup == backup ? error : 0;
        };
        Diagnostics d;
        QVERIFY(!saveConfigFile(m_in, "BATCH_SIZE=2\n", o, d));
        QVERIFY(hasCode(d, code.toStdString()));
        QVERIFY(std::any_of(d.begin(), d.end(), [&](const Diagnostic &x) {
            return !x.args.empty() && x.args[0] == std::strerror(error) && x.file.rfind(m_in, 0) == 0;
        }));
        QCOMPARE(QString::fromStdString(readAll(m_in)), QString::fromLatin1(kOriginal));
        // Only the original, and a complete backup where that step had succeeded: no temporary file.
        for (const QString &f : filesHere())
            QVERIFY2(f == QLatin1String("train.env") || f == QLatin1String("train.env.bak"), qPrintable(f));
        if (QFile::exists(QString::fromStdString(m_in + ".bak")))
            QCOMPARE(QString::fromStdString(readAll(m_in + ".bak")), QString::fromLatin1(kOriginal));
    }

    // The real thing where it can be had: a folder without write permission (not as root).
    void permissionDeniedForReal()
    {
        if (::geteuid() == 0)
            QSKIP("running as root, where a read-only folder stops nothing; the fault seam covers EACCES above");
        const QString sub = m_dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(sub));
        const std::string target = (sub + QStringLiteral("/out.env")).toStdString();
        writeAll(target, kOriginal);
        ::chmod(sub.toLocal8Bit().constData(), 0555);
        Diagnostics d;
        const bool saved = saveConfigFile(target, "BATCH_SIZE=2\n", SaveOptions{}, d);
        ::chmod(sub.toLocal8Bit().constData(), 0755);
        QVERIFY(!saved);
        QVERIFY(hasCode(d, "save.backup_failed") || hasCode(d, "save.failed"));
        QCOMPARE(QString::fromStdString(readAll(target)), QString::fromLatin1(kOriginal));
    }

    void targetChangedOnDiskIsNotOverwritten()
    {
        LoadedConfig config;
        Diagnostics d;
        QVERIFY(loadConfigFile(m_in, headroom::testing::testOptions(), config, d));
        QVERIFY(config.stamp.known);
        // Someone else edits the file after Headroom read it.
        writeAll(m_in, "BATCH_SIZE=16\nNUM_WORKERS=4\n");
        SaveOptions o;
        o.inputPath = m_in;
        o.inputStamp = config.stamp;
        o.inPlace = true;
        Diagnostics save;
        QVERIFY(!saveConfigFile(m_in, "BATCH_SIZE=2\n", o, save));
        QVERIFY(hasCode(save, "save.changed_on_disk"));
        QCOMPARE(QString::fromStdString(readAll(m_in)), QStringLiteral("BATCH_SIZE=16\nNUM_WORKERS=4\n"));
        QCOMPARE(filesHere(), QStringList{QStringLiteral("train.env")});
        // Asked and confirmed: it is replaced, and the other program's text is the backup.
        o.overwriteChanged = true;
        QVERIFY(saveConfigFile(m_in, "BATCH_SIZE=2\n", o, save));
        QCOMPARE(QString::fromStdString(readAll(m_in)), QStringLiteral("BATCH_SIZE=2\n"));
        QCOMPARE(QString::fromStdString(readAll(m_in + ".bak")), QStringLiteral("BATCH_SIZE=16\nNUM_WORKERS=4\n"));
    }

    void sameSizeChangeIsNoticedToo()
    {
        LoadedConfig config;
        Diagnostics d;
        QVERIFY(loadConfigFile(m_in, headroom::testing::testOptions(), config, d));
        struct stat before {};
        QVERIFY(::stat(m_in.c_str(), &before) == 0);
        writeAll(m_in, "BATCH_SIZE=9\nNUM_WORKERS=4\n"); // same length
        struct timespec times[2] = {before.st_atim, before.st_mtim};
        QVERIFY(::utimensat(AT_FDCWD, m_in.c_str(), times, 0) == 0); // and the old mtime
        SaveOptions o;
        o.inputPath = m_in;
        o.inputStamp = config.stamp;
        o.inPlace = true;
        Diagnostics save;
        QVERIFY(!saveConfigFile(m_in, "BATCH_SIZE=2\n", o, save));
        QVERIFY(hasCode(save, "save.changed_on_disk"));
    }

    void unchangedTargetIsSavedWithBackup()
    {
        LoadedConfig config;
        Diagnostics d;
        QVERIFY(loadConfigFile(m_in, headroom::testing::testOptions(), config, d));
        SaveOptions o;
        o.inputPath = m_in;
        o.inputStamp = config.stamp;
        o.inPlace = true;
        QVERIFY(saveConfigFile(m_in, "BATCH_SIZE=2\n", o, d));
        QCOMPARE(QString::fromStdString(readAll(m_in + ".bak")), QString::fromLatin1(kOriginal));
        QCOMPARE(filesHere(), QStringList({QStringLiteral("train.env"), QStringLiteral("train.env.bak")}));
    }

    // Two saves over the same file: the first text stays in .bak, the second in .bak.1; saving
    // the same text again adds nothing. No earlier text is ever lost to a backup of a backup.
    void earlierBackupIsNeverOverwritten()
    {
        const std::string out = m_dir.filePath(QStringLiteral("notes.env")).toStdString();
        writeAll(out, "precious notes\n");
        Diagnostics d;
        std::string backup;
        QVERIFY(saveConfigFile(out, "BATCH_SIZE=2\n", SaveOptions{}, d, &backup));
        QCOMPARE(QString::fromStdString(backup), QString::fromStdString(out + ".bak"));
        QVERIFY(saveConfigFile(out, "BATCH_SIZE=8\n", SaveOptions{}, d, &backup));
        QCOMPARE(QString::fromStdString(backup), QString::fromStdString(out + ".bak.1"));
        QCOMPARE(QString::fromStdString(readAll(out + ".bak")), QStringLiteral("precious notes\n"));
        QCOMPARE(QString::fromStdString(readAll(out + ".bak.1")), QStringLiteral("BATCH_SIZE=2\n"));
        QCOMPARE(QString::fromStdString(readAll(out)), QStringLiteral("BATCH_SIZE=8\n"));
        // The text .bak.1 already holds is not copied a third time.
        writeAll(out, "BATCH_SIZE=2\n");
        QVERIFY(saveConfigFile(out, "BATCH_SIZE=4\n", SaveOptions{}, d, &backup));
        QCOMPARE(QString::fromStdString(backup), QString::fromStdString(out + ".bak.1"));
        QVERIFY(!QFile::exists(QString::fromStdString(out + ".bak.2")));
        // Nothing replaced: no backup named.
        const std::string fresh = m_dir.filePath(QStringLiteral("fresh.env")).toStdString();
        QVERIFY(saveConfigFile(fresh, "A=1\n", SaveOptions{}, d, &backup));
        QVERIFY(backup.empty());
    }

    void symlinkIsNotWrittenThrough()
    {
        const std::string elsewhere = m_dir.filePath(QStringLiteral("precious.txt")).toStdString();
        const std::string link = m_dir.filePath(QStringLiteral("out.env")).toStdString();
        writeAll(elsewhere, "do not touch\n");
        QVERIFY(::symlink(elsewhere.c_str(), link.c_str()) == 0);
        Diagnostics d;
        QVERIFY(!saveConfigFile(link, "BATCH_SIZE=2\n", SaveOptions{}, d));
        QVERIFY(hasCode(d, "save.symlink"));
        QCOMPARE(QString::fromStdString(readAll(elsewhere)), QStringLiteral("do not touch\n"));
        struct stat st {};
        QVERIFY(::lstat(link.c_str(), &st) == 0 && S_ISLNK(st.st_mode));
        // A link to the input itself is the input: refused without --in-place as well.
        const std::string toInput = m_dir.filePath(QStringLiteral("alias.env")).toStdString();
        QVERIFY(::symlink(m_in.c_str(), toInput.c_str()) == 0);
        SaveOptions force;
        force.inputPath = m_in;
        force.force = false;
        Diagnostics d2;
        QVERIFY(!saveConfigFile(toInput, "BATCH_SIZE=2\n", force, d2));
        QCOMPARE(QString::fromStdString(readAll(m_in)), QString::fromLatin1(kOriginal));
    }

    void notARegularFileIsRefused()
    {
        Diagnostics d;
        QVERIFY(!saveConfigFile(m_dir.path().toStdString(), "x\n", SaveOptions{}, d));
        QVERIFY(hasCode(d, "save.not_a_file"));
        const std::string fifo = m_dir.filePath(QStringLiteral("pipe")).toStdString();
        QVERIFY(::mkfifo(fifo.c_str(), 0644) == 0);
        Diagnostics d2;
        SaveOptions force;
        force.force = true;
        QVERIFY(!saveConfigFile(fifo, "x\n", force, d2));
        QVERIFY(hasCode(d2, "save.not_a_file"));
        struct stat st {};
        QVERIFY(::lstat(fifo.c_str(), &st) == 0 && S_ISFIFO(st.st_mode));
    }
};

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
