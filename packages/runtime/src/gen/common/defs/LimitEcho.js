// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isInteger, join, limitFail, typeFail } from "../../../validator-support.js";

export function LimitEcho(data, path = "") {
	const errors = [];
	if (!((isInteger(data)) || (data === null))) typeFail(errors, path, "#", ["integer","null"]);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, "#", "minimum", 0);
	}
	LimitEcho.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `LimitEcho`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkLimitEcho(errors, data, path, schemaPath, key, propertyName) {
	if (!((isInteger(data)) || (data === null))) typeFail(errors, join(path, key), schemaPath, ["integer","null"], propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
