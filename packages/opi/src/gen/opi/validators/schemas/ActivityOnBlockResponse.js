// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { ActivityEvent } from "./ActivityEvent.js";
import { OpiEnvelope } from "@gw/runtime/common-validators/OpiEnvelope";

export function ActivityOnBlockResponse(data, path = "") {
	const errors = [];
	if (!OpiEnvelope(data, path)) errors.push(...OpiEnvelope.errors);
	if (isObject(data)) {
		if (data.error !== undefined) {
			const data0 = data.error;
			if (!(data0 === null)) typeFail(errors, path + "/error", "#/allOf/1/properties/error", "null");
		}
		if (data.result !== undefined) {
			const data1 = data.result;
			if (Array.isArray(data1)) {
				const path0 = path + "/result";
				for (let i2 = 0; i2 < data1.length; i2++) {
					if (!ActivityEvent(data1[i2])) errors.push(...failed(ActivityEvent, data1[i2], path0 + "/" + i2));
				}
			} else typeFail(errors, path + "/result", "#/allOf/1/properties/result", "array");
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	ActivityOnBlockResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
