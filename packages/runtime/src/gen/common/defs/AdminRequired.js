// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isObject, join, typeFail } from "../../../validator-support.js";

export function AdminRequired(data, path = "") {
	const errors = [];
	if (!isObject(data)) typeFail(errors, path, "#", "object");
	AdminRequired.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AdminRequired`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkAdminRequired(errors, data, path, schemaPath, key, propertyName) {
	if (!isObject(data)) typeFail(errors, join(path, key), schemaPath, "object", propertyName);
}
