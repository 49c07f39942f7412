// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, requiredFail, typeFail } from "../../../validator-support.js";

export function Health(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.status === undefined) requiredFail(errors, path, "#", "status");
		if (data.timestamp === undefined) requiredFail(errors, path, "#", "timestamp");
		if (data.status !== undefined) {
			const data0 = data.status;
			if (data0 !== "ok") fail(errors, path + "/status", "#/properties/status/const", "const", { allowedValue: "ok" }, "must be equal to constant");
		}
		if (data.timestamp !== undefined) checkUnixSeconds(errors, data.timestamp, path + "/timestamp", "#/properties/timestamp");
	} else typeFail(errors, path, "#", "object");
	Health.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UnixSeconds`, checked where it is used. */
function checkUnixSeconds(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
