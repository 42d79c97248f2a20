/** The trash itself: its list is the layout's (_app.vhub.$id.files.delete.tsx). */
export default function TrashTop() {
  return null;
}
