// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { Position } from "./Position.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function AddressPositionsResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (Array.isArray(data0)) {
				const path0 = path + "/data";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!Position(data0[i1])) errors.push(...failed(Position, data0[i1], path0 + "/" + i1));
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	AddressPositionsResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
