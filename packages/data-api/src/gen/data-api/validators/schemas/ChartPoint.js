// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";
import { checkUnixMillis } from "@gw/runtime/common-validators/UnixMillis";

export function ChartPoint(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 2) fail(errors, path, "#/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
		if (data.length < 2) fail(errors, path, "#/minItems", "minItems", { limit: 2 }, "must NOT have fewer than 2 items");
		if (data.length > 0) checkUnixMillis(errors, data[0], path, "#/prefixItems/0", 0);
		if (data.length > 1) {
			const data0 = data[1];
			if (typeof data0 != "number") typeFail(errors, path + "/1", "#/prefixItems/1", "number");
		}
	} else typeFail(errors, path, "#", "array");
	ChartPoint.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
