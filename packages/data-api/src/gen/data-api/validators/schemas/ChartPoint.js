// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { fail, isInteger, limitFail, typeFail } from "@gw/runtime/validator-support";

export function ChartPoint(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 2) fail(errors, path, "#/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
		if (data.length < 2) fail(errors, path, "#/minItems", "minItems", { limit: 2 }, "must NOT have fewer than 2 items");
		if (data.length > 0) checkUnixMillis(errors, data[0], path + "/0", "#/prefixItems/0");
		if (data.length > 1) {
			const data0 = data[1];
			if (typeof data0 != "number") typeFail(errors, path + "/1", "#/prefixItems/1", "number");
		}
	} else typeFail(errors, path, "#", "array");
	ChartPoint.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UnixMillis`, checked where it is used. */
function checkUnixMillis(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
