/** The top of My files: the list is its layout's (_app.vhub.$id.files._mine.tsx). */
export default function MyFilesTop() {
  return null;
}
