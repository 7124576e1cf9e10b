import LayoutKitLinux
print("layout-dump: under construction")
