// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "../../../validator-support.js";
import { checkUnixSeconds } from "./UnixSeconds.js";

export function Health(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.status === undefined) requiredFail(errors, path, "#", "status");
		if (data.timestamp === undefined) requiredFail(errors, path, "#", "timestamp");
		if (data.status !== undefined) {
			const data0 = data.status;
			if (data0 !== "ok") fail(errors, path + "/status", "#/properties/status/const", "const", { allowedValue: "ok" }, "must be equal to constant");
		}
		if (data.timestamp !== undefined) checkUnixSeconds(errors, data.timestamp, path, "#/properties/timestamp", "timestamp");
	} else typeFail(errors, path, "#", "object");
	Health.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
